// test:clocks preloads this into every process it starts (the Java Firestore emulator above all) to move the wall
// clock by SHIFTCOVER_CLOCK_SHIFT_S seconds: CLOCK_REALTIME, gettimeofday and time; the monotonic clocks, sleeps
// and timeouts keep real durations. libfaketime does the same but reads its settings and takes a lock on every
// call; the JVM calls the clock and parks threads so often that it ran about nine times slower under it (150
// REST writes: 11.6 s plain, 100 s under libfaketime). This adds one addition per call.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>

static long long shift_s;
static int (*real_clock_gettime)(clockid_t, struct timespec *);
static int (*real_gettimeofday)(struct timeval *, void *);

// a constructor of another preloaded library may read the clock before ours runs: resolve on first use too
static void resolve(void) {
  const char *s = getenv("SHIFTCOVER_CLOCK_SHIFT_S");
  shift_s = s ? atoll(s) : 0;
  real_gettimeofday = (int (*)(struct timeval *, void *))dlsym(RTLD_NEXT, "gettimeofday");
  real_clock_gettime = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
}

__attribute__((constructor)) static void init(void) {
  if (!real_clock_gettime) resolve();
}

int clock_gettime(clockid_t id, struct timespec *ts) {
  if (!real_clock_gettime) resolve();
  int r = real_clock_gettime(id, ts);
  if (r == 0 && (id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE)) ts->tv_sec += shift_s;
  return r;
}

int gettimeofday(struct timeval *tv, void *tz) {
  if (!real_clock_gettime) resolve();
  int r = real_gettimeofday(tv, tz);
  if (r == 0 && tv) tv->tv_sec += shift_s;
  return r;
}

time_t time(time_t *t) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  if (t) *t = ts.tv_sec;
  return ts.tv_sec;
}
