"""Real-browser tests: headless Debian Chromium driving a live JupyterLab server."""
