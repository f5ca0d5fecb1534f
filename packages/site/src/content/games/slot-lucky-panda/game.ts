import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'slot-lucky-panda',
  name: {
    en: 'Lucky Panda',
    'zh-tw': '幸運熊貓',
    'zh-cn': '幸运熊猫',
    'de-ch': 'Glückspanda',
  },
  summary: {
    en: 'A 5x3 bamboo-forest slot with 25 lines, stacked Panda wilds that nudge into place and Golden Bamboo free games where every Panda sticks.',
    'zh-tw': '5x3竹林老虎機，25條連線，熊貓百搭疊加出現並可推移補位，金竹免費遊戲中每個熊貓百搭都會固定不動。',
    'zh-cn': '5x3竹林老虎机，25条赔付线，熊猫百搭堆叠出现并可推移补位，金竹免费游戏中每个熊猫百搭都会固定不动。',
    'de-ch': 'Ein 5x3-Bambuswald-Slot mit 25 Linien, gestapelten Panda-Wilds, die sich in Position schieben, und Goldbambus-Freispielen, in denen jeder Panda haften bleibt.',
  },
  category: 'slots',
  gameType: 'slot',
  platform: ['desktop', 'mobile'],
  rtp: 96.03,
  volatility: 'medium',
  hit_rate: 35.6,
  max_win: 1500,
  languages: ['en', 'zh-CN', 'zh-TW', 'th', 'vi', 'ko', 'ja', 'id', 'de', 'fr'],
  currencies: ['cny', 'usd', 'eur', 'chf', 'gbp', 'hkd', 'twd', 'thb', 'krw', 'jpy', 'aud'],
  countries: ['asia', 'europe', 'oceania', 'americas'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2023-03-22',
  sizeMb: { desktop: 8.1, mobile: 6.8 },
};
