import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'poke-fortune',
  name: {
    en: 'Poke Fortune',
    'zh-tw': '撲克鴻運',
    'zh-cn': '扑克鸿运',
    'de-ch': 'Poke Fortune',
  },
  summary: {
    en: 'Two Fortune cards and five table cards make your best poker hand from seven: two pair and better pay, up to 1,000x for a royal flush.',
    'zh-tw': '兩張鴻運牌加五張公牌，從七張牌中組成最佳撲克牌型：兩對以上即有派彩，同花大順最高1,000倍。',
    'zh-cn': '两张鸿运牌加五张公共牌，从七张牌中组成最佳扑克牌型：两对以上即有奖金，皇家同花顺最高1,000倍。',
    'de-ch': "Zwei Fortune-Karten und fünf Tischkarten ergeben Ihre beste Pokerhand aus sieben: Ab zwei Paaren wird bezahlt, bis 1'000x für einen Royal Flush.",
  },
  category: 'poker',
  gameType: 'card',
  platform: ['desktop', 'mobile'],
  rtp: 96.9,
  volatility: 'medium',
  hit_rate: 38.77,
  max_win: 1000,
  languages: ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'vi', 'th', 'id'],
  currencies: ['cny', 'usd', 'eur', 'hkd', 'twd', 'sgd', 'myr', 'jpy', 'krw', 'vnd'],
  countries: ['asia', 'oceania', 'americas', 'europe'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2025-02-10',
  sizeMb: { desktop: 7.4, mobile: 6.4 },
};
