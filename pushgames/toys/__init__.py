"""Games made for the tests: registered for the page and the command line by
id, but not listed among the collection's games."""
