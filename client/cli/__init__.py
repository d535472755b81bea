"""The command line: play (default), autoplay, shot, monkey, bench."""
