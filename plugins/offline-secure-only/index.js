// Gatsby requires a main file for a local plugin; the work is in the gatsby-* files.
