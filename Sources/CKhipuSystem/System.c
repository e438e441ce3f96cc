#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

#include "CKhipuSystem.h"

#if !defined(__linux__)
static int closed_on_exec(int descriptor) {
    if (descriptor >= 0) fcntl(descriptor, F_SETFD, FD_CLOEXEC);
    return descriptor;
}
#endif

int khipu_pipe_closed_on_exec(int descriptors[2]) {
#if defined(__linux__)
    return pipe2(descriptors, O_CLOEXEC);
#else
    if (pipe(descriptors) != 0) return -1;
    closed_on_exec(descriptors[0]);
    closed_on_exec(descriptors[1]);
    return 0;
#endif
}

int khipu_dup_closed_on_exec(int from, int onto) {
#if defined(__linux__)
    return dup3(from, onto, O_CLOEXEC);
#else
    return closed_on_exec(dup2(from, onto));
#endif
}

int khipu_socket_closed_on_exec(int family, int type, int protocol) {
#if defined(__linux__)
    return socket(family, type | SOCK_CLOEXEC, protocol);
#else
    return closed_on_exec(socket(family, type, protocol));
#endif
}

int khipu_accept_closed_on_exec(int listener) {
#if defined(__linux__)
    return accept4(listener, NULL, NULL, SOCK_CLOEXEC);
#else
    return closed_on_exec(accept(listener, NULL, NULL));
#endif
}
