"""The JupyterLite site in Chromium: no server, every notebook run by Pyodide in the page."""
