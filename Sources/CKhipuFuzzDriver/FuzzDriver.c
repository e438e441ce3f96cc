#include "CKhipuFuzzDriver.h"

// Weak: libFuzzer (linked whole-archive by -sanitize=fuzzer) defines it; without the
// sanitizer it stays null. SwiftPM points `main` at the Swift entry point either way,
// so libFuzzer's own main never runs and the Swift code starts the driver itself.
extern int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size))
    __attribute__((weak));

int khipu_fuzz_run_driver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size)) {
    if (!LLVMFuzzerRunDriver) return -1;
    return LLVMFuzzerRunDriver(argc, argv, callback);
}
