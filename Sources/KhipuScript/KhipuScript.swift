// The interpreter lands here.
