import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'slot-battle-royale',
  name: {
    en: 'Battle Royale',
    'zh-tw': '大逃殺',
    'zh-cn': '大逃杀',
    'de-ch': 'Battle Royale',
  },
  summary: {
    en: 'A 6x4 cascading slot with 4,096 ways: every cascade raises the Zone multiplier, and Airdrop free spins keep it growing all the way to a 10,000x win.',
    'zh-tw': '6x4連鎖消除老虎機，4,096種中獎方式，每次消除提升毒圈倍數，空投免費遊戲中倍數持續累積，最高可贏10,000倍。',
    'zh-cn': '6x4连环消除老虎机，4,096种中奖方式，每次消除提升毒圈倍数，空投免费游戏中倍数持续累积，最高可赢10,000倍。',
    'de-ch': 'Ein 6x4-Kaskaden-Slot mit 4096 Gewinnwegen: Jede Kaskade erhöht den Zonen-Multiplikator, und in den Airdrop-Freispielen wächst er weiter bis zu einem Gewinn vom 10000-Fachen.',
  },
  category: 'slots',
  gameType: 'slot',
  platform: ['desktop', 'mobile'],
  rtp: 96.52,
  volatility: 'very_high',
  hit_rate: 22.6,
  max_win: 10000,
  languages: ['en', 'zh-CN', 'zh-TW', 'pt-BR', 'es', 'th', 'vi', 'ko', 'ja', 'id'],
  currencies: ['cny', 'usd', 'eur', 'brl', 'mxn', 'thb', 'vnd', 'krw', 'jpy', 'idr', 'php', 'inr'],
  countries: ['asia', 'americas', 'europe', 'africa', 'oceania'],
  availability: 'coming_soon',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2027-02-10',
  sizeMb: { desktop: 9.6, mobile: 7.9 },
};
