/* ai_medium.c: the medium computer player: greedy on the static evaluation
 * (ai_eval.c), which counts every decree for each season still to score it,
 * coins, the monster penalty, and what the sheet can still become. On a
 * neighbour's sheet it picks the move that leaves that sheet worst. */
#include "ai.h"

bool ai_choose_medium(const Game *g, Rng *rng, Move *out)
{
    AiWeights w;
    ai_weights_medium(&w);
    return ai_choose_greedy(g, &w, ai_needs_exact(g), rng, out, NULL);
}
