"""Routes of the grounding app (Check Grounding API and grounding custom methods)."""
urlpatterns: list = []
