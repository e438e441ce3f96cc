#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Flushes standard output at every newline, even on a pipe, so that a program driving
/// `khipu` sees each answer as soon as its statement finishes.
func flushStandardOutputPerLine() {
    setvbuf(stdout, nil, _IOLBF, 0)
}
