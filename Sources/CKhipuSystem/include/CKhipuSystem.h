#ifndef C_KHIPU_SYSTEM_H
#define C_KHIPU_SYSTEM_H

// Descriptors that close on exec, opened atomically where the system can (Linux: Swift's
// Glibc module is built without _GNU_SOURCE and leaves pipe2, dup3 and accept4 out). Elsewhere
// the flag is set right after; Foundation there starts children with
// POSIX_SPAWN_CLOEXEC_DEFAULT, so no Process child inherits in between.

/// pipe2(descriptors, O_CLOEXEC).
int khipu_pipe_closed_on_exec(int descriptors[2]);

/// dup3(from, onto, O_CLOEXEC): `onto` becomes a close-on-exec copy of `from`.
int khipu_dup_closed_on_exec(int from, int onto);

/// socket(family, type | SOCK_CLOEXEC, protocol).
int khipu_socket_closed_on_exec(int family, int type, int protocol);

/// accept4(listener, NULL, NULL, SOCK_CLOEXEC).
int khipu_accept_closed_on_exec(int listener);

#endif
