import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'slot-monkeyking',
  name: {
    en: 'Monkey King',
    'zh-tw': '美猴王',
    'zh-cn': '美猴王',
    'de-ch': 'Der Affenkönig',
  },
  summary: {
    en: 'A 5x4 Journey to the West slot with 1,024 ways, Golden Staff wilds that grow to fill the reel with multipliers and 72 Transformations free games.',
    'zh-tw': '5x4西遊記主題老虎機，1,024種中獎方式，金箍棒百搭伸展覆蓋整軸並附帶倍數，另有七十二變免費遊戲。',
    'zh-cn': '5x4西游记主题老虎机，1,024种中奖方式，金箍棒百搭伸展覆盖整轴并附带倍数，另有七十二变免费游戏。',
    'de-ch': 'Ein 5x4-Slot zur Reise nach Westen mit 1024 Gewinnwegen, Goldstab-Wilds, die mit Multiplikator die ganze Walze füllen, und Freispielen der 72 Verwandlungen.',
  },
  category: 'slots',
  gameType: 'slot',
  platform: ['desktop', 'mobile'],
  rtp: 96.68,
  volatility: 'high',
  hit_rate: 29.8,
  max_win: 8888,
  languages: ['en', 'zh-CN', 'zh-TW', 'th', 'vi', 'ko', 'id', 'ms'],
  currencies: ['cny', 'usd', 'hkd', 'sgd', 'myr', 'thb', 'vnd', 'krw', 'idr'],
  countries: ['asia', 'oceania'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn'],
  released: '2024-08-16',
  sizeMb: { desktop: 9.4, mobile: 7.6 },
};
