import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'original-secret-tetris',
  name: {
    en: 'Secret Tetris',
    'zh-tw': '秘密俄羅斯方塊',
    'zh-cn': '秘密俄罗斯方块',
    'de-ch': 'Secret Tetris',
  },
  summary: {
    en: 'Twenty pieces fall into the well, every cleared line pays more, and a hidden golden Secret Block doubles the win, for up to 500x.',
    'zh-tw': '二十個方塊落入井道，消除的列數越多派彩越高，隱藏的金色秘密方塊可令派彩翻倍，最高500倍。',
    'zh-cn': '二十个方块落入井道，消除的行数越多奖金越高，隐藏的金色秘密方块可让奖金翻倍，最高500倍。',
    'de-ch': 'Zwanzig Teile fallen in den Schacht, jede gelöschte Reihe zahlt mehr, und ein versteckter goldener Geheimblock verdoppelt den Gewinn, bis 500x.',
  },
  category: 'originals',
  gameType: 'casual',
  platform: ['desktop', 'mobile'],
  rtp: 96.2,
  volatility: 'medium',
  hit_rate: 43.02,
  max_win: 500,
  languages: ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'th', 'vi'],
  currencies: ['cny', 'usd', 'eur', 'hkd', 'twd', 'jpy', 'krw', 'thb', 'vnd'],
  countries: ['asia', 'europe', 'americas', 'oceania'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2025-06-18',
  sizeMb: { desktop: 8.6, mobile: 7.2 },
};
