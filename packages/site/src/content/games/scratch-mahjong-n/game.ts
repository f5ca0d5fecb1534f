import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'scratch-mahjong-n',
  name: {
    en: 'Mahjong Scratch',
    'zh-tw': '麻將刮刮樂',
    'zh-cn': '麻将刮刮乐',
    'de-ch': 'Mahjong-Rubbellos',
  },
  summary: {
    en: 'Scratch thirteen tiles and the drawn tile: if they make a complete mahjong hand you win, from a Chicken Hand at 1x to Thirteen Orphans at 2,000x.',
    'zh-tw': '刮開十三張牌和摸進的一張牌：組成胡牌即中獎，從雞胡1倍到十三么2,000倍。',
    'zh-cn': '刮开十三张牌和摸进的一张牌：组成和牌即中奖，从鸡胡1倍到十三幺2,000倍。',
    'de-ch': "Rubbeln Sie dreizehn Steine und den gezogenen Stein frei: Ergeben sie eine vollständige Mahjong-Hand, gewinnen Sie, von der Chicken Hand mit 1x bis zu den dreizehn Waisen mit 2'000x.",
  },
  category: 'scratch',
  gameType: 'scratch',
  platform: ['desktop', 'mobile'],
  rtp: 96.5,
  volatility: 'high',
  hit_rate: 32.47,
  max_win: 2000,
  languages: ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'ms'],
  currencies: ['cny', 'usd', 'hkd', 'twd', 'mop', 'sgd', 'myr', 'jpy', 'krw', 'aud'],
  countries: ['asia', 'oceania', 'americas'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2026-04-08',
  sizeMb: { desktop: 7.7, mobile: 6.8 },
};
