"""The River's knowledge for the bots (evaluation, policy), registered in ai.registry."""

from .knowledge import KNOWLEDGE, LEARNED

__all__ = ["KNOWLEDGE", "LEARNED"]
