"""The River's knowledge for the bots (evaluation, policy), registered in ai.registry."""

from .knowledge import KNOWLEDGE

__all__ = ["KNOWLEDGE"]
