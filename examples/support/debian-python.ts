/**
 * Debian's own interpreter, the one Debian's python3-* packages (python3-pandas) install into.
 * Named by path because a developer machine may put another python3 (pyenv, Homebrew) first on PATH.
 */
export const debianPython = '/usr/bin/python3'
