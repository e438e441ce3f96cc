#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

#include "CKhipuSystem.h"

int khipu_pipe_closed_on_exec(int descriptors[2]) {
    return pipe2(descriptors, O_CLOEXEC);
}

int khipu_dup_closed_on_exec(int from, int onto) {
    return dup3(from, onto, O_CLOEXEC);
}

int khipu_accept_closed_on_exec(int listener) {
    return accept4(listener, NULL, NULL, SOCK_CLOEXEC);
}
