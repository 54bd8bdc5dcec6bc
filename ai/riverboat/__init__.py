"""Riverboat's knowledge for the bots: the heuristic, the policy and the object that joins them."""

from .knowledge import KNOWLEDGE, LEARNED, RiverboatKnowledge

__all__ = ["KNOWLEDGE", "LEARNED", "RiverboatKnowledge"]
