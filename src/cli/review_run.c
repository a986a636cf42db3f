/* review_run.c: runs a review job's tasks (src/ai/review.h) on worker
 * threads, for `review` and `bench-review` (cli.h). The calling thread is
 * one of the workers; each takes the next move not yet reviewed, so the
 * result is the same on any number of threads. */
#include <pthread.h>

#include "cli.h"
#include "review.h"

#ifdef _WIN32
#include <windows.h>
#else
#include <unistd.h>
#endif

int cli_cpu_count(void)
{
#ifdef _WIN32
    SYSTEM_INFO info;
    GetSystemInfo(&info);
    return info.dwNumberOfProcessors > 0 ? (int)info.dwNumberOfProcessors : 1;
#else
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
#endif
}

typedef struct Worker {
    ReviewJob *job;
    int id;
} Worker;

static void *work(void *arg)
{
    Worker *w = arg;
    review_job_work(w->job, w->id);
    return NULL;
}

void cli_review_run(ReviewJob *job, int threads)
{
    enum { MAX_THREADS = 64 };
    pthread_t tid[MAX_THREADS];
    Worker w[MAX_THREADS];
    bool started[MAX_THREADS] = {false};
    if (threads > MAX_THREADS)
        threads = MAX_THREADS;
    for (int k = 1; k < threads; k++) {
        w[k].job = job;
        w[k].id = k;
        started[k] = pthread_create(&tid[k], NULL, work, &w[k]) == 0; /* if not, the others do its share */
    }
    review_job_work(job, 0);
    for (int k = 1; k < threads; k++)
        if (started[k])
            pthread_join(tid[k], NULL);
}
