"""The test suite, laid out like the code.

rules, core, players, display, widgets, i18n, house (the repository itself) and browser.
"""
