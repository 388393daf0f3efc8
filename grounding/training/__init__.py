"""Training pipeline of the project's grounding scorer (``python -m grounding.training``).

Needs the ``train`` extra (torch, transformers, scikit-learn); serving needs none of it.
"""
