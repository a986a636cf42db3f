/* ai_workers.c: a parallel for-loop over worker threads (ai.h), for the
 * hard player's rollouts. The calling thread is worker 0 and the others
 * come from the platform seam (platform.h); each takes the next task from
 * a shared counter until none is left, so a slow task never holds up the
 * rest. Which worker runs which task varies from run to run: a task's
 * result may depend only on its index, never on its worker or its order. */
#include <stdatomic.h>

#include "ai.h"
#include "platform.h"

#define AI_WORKERS_MAX 64

typedef struct Loop {
    void (*task)(void *ctx, int worker, int index);
    void *ctx;
    int n;
    atomic_int next;
} Loop;

typedef struct Worker {
    Loop *loop;
    int id;
} Worker;

static void work(void *arg)
{
    Worker *w = arg;
    Loop *loop = w->loop;
    for (;;) {
        int i = atomic_fetch_add_explicit(&loop->next, 1, memory_order_relaxed);
        if (i >= loop->n)
            return;
        loop->task(loop->ctx, w->id, i);
    }
}

int ai_workers(int threads)
{
    if (threads <= 0)
        threads = platform_cpu_count();
    return threads < 1 ? 1 : threads > AI_WORKERS_MAX ? AI_WORKERS_MAX : threads;
}

void ai_parallel_for(int workers, int n, void (*task)(void *ctx, int worker, int index), void *ctx)
{
    Loop loop = {task, ctx, n, 0};
    Worker w[AI_WORKERS_MAX];
    PlatformThread *thread[AI_WORKERS_MAX];
    workers = ai_workers(workers);
    if (workers > n)
        workers = n < 1 ? 1 : n;
    for (int k = 1; k < workers; k++) {
        w[k].loop = &loop;
        w[k].id = k;
        thread[k] = platform_thread_start(work, &w[k]); /* NULL: the others do its share */
    }
    w[0].loop = &loop;
    w[0].id = 0;
    work(&w[0]);
    for (int k = 1; k < workers; k++)
        platform_thread_join(thread[k]);
}
