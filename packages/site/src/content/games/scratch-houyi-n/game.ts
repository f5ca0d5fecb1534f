import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'scratch-houyi-n',
  name: {
    en: 'Hou Yi Shoots the Suns',
    'zh-tw': '后羿射日',
    'zh-cn': '后羿射日',
    'de-ch': 'Hou Yi schiesst die Sonnen',
  },
  summary: {
    en: 'Ten suns scorch the sky: scratch them to see how many Hou Yi shoots down, up to 999x for nine, with Chang\'e\'s Moon Palace box as a second way to win.',
    'zh-tw': '十日當空：刮開太陽，看后羿射下幾個，射下九個最高999倍，嫦娥的月宮格提供另一種中獎方式。',
    'zh-cn': '十日当空：刮开太阳，看后羿射下几个，射下九个最高999倍，嫦娥的月宫格提供另一种中奖方式。',
    'de-ch': 'Zehn Sonnen versengen den Himmel: Rubbeln Sie sie frei und sehen Sie, wie viele Hou Yi abschiesst, bis 999x für neun, dazu das Mondpalast-Feld von Chang\'e als zweite Gewinnchance.',
  },
  category: 'scratch',
  gameType: 'scratch',
  platform: ['desktop', 'mobile'],
  rtp: 95.5,
  volatility: 'high',
  hit_rate: 34.75,
  max_win: 999,
  languages: ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'th'],
  currencies: ['cny', 'usd', 'eur', 'hkd', 'twd', 'jpy', 'krw', 'thb'],
  countries: ['asia', 'europe', 'oceania'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2025-09-30',
  sizeMb: { desktop: 7.1, mobile: 6.5 },
};
