#ifndef C_KHIPU_SYSTEM_H
#define C_KHIPU_SYSTEM_H

// Linux calls that Swift's Glibc module leaves out: it is built without _GNU_SOURCE.

/// pipe2(descriptors, O_CLOEXEC): a pipe whose ends close on exec, opened atomically.
int khipu_pipe_closed_on_exec(int descriptors[2]);

/// dup3(from, onto, O_CLOEXEC): `onto` becomes a close-on-exec copy of `from`, atomically.
int khipu_dup_closed_on_exec(int from, int onto);

/// accept4(listener, NULL, NULL, SOCK_CLOEXEC): a connection that closes on exec.
int khipu_accept_closed_on_exec(int listener);

#endif
