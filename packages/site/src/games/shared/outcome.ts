import { MULTIPLIER_SCALE } from '@ky-wallet/games/contract';
import type { Translate } from '../../i18n/messages.ts';
import { fairnessPath } from '../fairnessLink.ts';
import { formatHundredths, formatMultiplier } from '../money.ts';
import { revealedSeedOf } from '../table.ts';
import type { Outcome, RecentResult, RevealedSeed } from '../types.ts';

/** A round's outcome in a few words: "42.17 (under 49.50)", "1.50× (Medium)", "3 gems, 3 mines". */
export function outcomeText(outcome: Outcome, t: Translate, tag: string): string {
  switch (outcome.game) {
    case 'original-dice':
      return t(outcome.direction === 'under' ? 'game.dice.outcomeUnder' : 'game.dice.outcomeOver', {
        result: formatHundredths(outcome.result, tag),
        target: formatHundredths(outcome.target, tag),
      });
    case 'original-wheel':
      return t('game.wheel.outcome', {
        multiplier: formatMultiplier(outcome.multiplier, MULTIPLIER_SCALE, 2, tag),
        risk: t(`volatility.${outcome.risk}`),
      });
    case 'original-mines':
      return t(outcome.state === 'busted' ? 'game.mines.outcomeBusted' : 'game.mines.outcomeCashed', {
        count: outcome.gems,
        mines: t('game.mines.mineCount', { count: outcome.mines }),
      });
    case 'round':
      return outcome.multiplier > 0 ? t('game.round.outcome', { multiplier: formatMultiplier(outcome.multiplier, MULTIPLIER_SCALE, 2, tag) }) : t('game.round.noWin');
  }
}

/** The /fairness link of a result, with its server seed once its pair has been rotated out. */
export function resultFairnessPath(result: RecentResult, revealed: readonly RevealedSeed[]): string {
  const { outcome, proof } = result;
  return fairnessPath({
    game: result.game,
    server_seed: revealedSeedOf(revealed, proof.server_seed_hash),
    server_seed_hash: proof.server_seed_hash,
    client_seed: proof.client_seed,
    nonce: proof.nonce,
    ...(outcome.game === 'original-dice' ? { direction: outcome.direction, target: outcome.target } : {}),
    ...(outcome.game === 'original-wheel' ? { risk: outcome.risk } : {}),
    ...(outcome.game === 'original-mines' ? { mines: outcome.mines } : {}),
    ...(outcome.game === 'round' ? { params: outcome.params, moves: outcome.moves } : {}),
  });
}
