#ifndef CKHIPU_FUZZ_DRIVER_H
#define CKHIPU_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer's driver over `callback` when the binary was linked with
/// `-sanitize=fuzzer`; returns -1 when it was not, so a plain build still links and runs.
int khipu_fuzz_run_driver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
