"""The command line: play (default), autoplay, shot, bench."""
