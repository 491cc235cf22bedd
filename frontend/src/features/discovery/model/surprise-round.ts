/**
 * The Surprise Me dialog's rounds (spec section 4): opening starts one, Surprise Me Again starts
 * the next, each shows a loading message for about 800 ms before its artworks; closing clears
 * the round. The artworks of a round follow from its seed, so the reducer stays pure.
 */
export type SurpriseRound =
  | { phase: 'idle' }
  | { phase: 'shuffling'; seed: number }
  | { phase: 'shown'; seed: number };

export type SurpriseAction = { type: 'shuffle'; seed: number } | { type: 'reveal' } | { type: 'clear' };

export const NO_SURPRISE: SurpriseRound = { phase: 'idle' };

export function surpriseReducer(round: SurpriseRound, action: SurpriseAction): SurpriseRound {
  switch (action.type) {
    case 'shuffle':
      return { phase: 'shuffling', seed: action.seed };
    case 'reveal':
      // A reveal that arrives after the dialog was cleared belongs to a round that no longer exists.
      return round.phase === 'shuffling' ? { phase: 'shown', seed: round.seed } : round;
    case 'clear':
      return NO_SURPRISE;
  }
}
