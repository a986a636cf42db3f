/* ai_easy.c: the easy computer player: greedy on the current season's two
 * decrees, coins and monsters only, with a few points of noise on every
 * move's value, so it plays sensible shapes but plans nothing and often
 * settles for the second-best spot. */
#include "ai.h"

bool ai_choose_easy(const Game *g, Rng *rng, Move *out)
{
    AiWeights w;
    ai_weights_easy(&w);
    return ai_choose_greedy(g, &w, ai_needs_exact(g), rng, out, NULL);
}
