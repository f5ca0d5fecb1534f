import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'slot-three-kingdoms',
  name: {
    en: 'Three Kingdoms',
    'zh-tw': '三國爭霸',
    'zh-cn': '三国争霸',
    'de-ch': 'Drei Reiche',
  },
  summary: {
    en: 'A 3-4-5-4-3 slot with 720 ways, Imperial Seal wilds, a Peach Garden Oath prize and free games where you choose to fight for Wei, Shu or Wu.',
    'zh-tw': '3-4-5-4-3老虎機，720種中獎方式，玉璽百搭、桃園結義獎金，免費遊戲可選擇為魏、蜀、吳出征。',
    'zh-cn': '3-4-5-4-3老虎机，720种中奖方式，玉玺百搭、桃园结义奖金，免费游戏可选择为魏、蜀、吴出征。',
    'de-ch': 'Ein 3-4-5-4-3-Slot mit 720 Gewinnwegen, Kaisersiegel-Wilds, einem Pfirsichgarten-Schwur-Preis und Freispielen, in denen Sie für Wei, Shu oder Wu kämpfen.',
  },
  category: 'slots',
  gameType: 'slot',
  platform: ['desktop', 'mobile'],
  rtp: 96.45,
  volatility: 'high',
  hit_rate: 26.5,
  max_win: 6000,
  languages: ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'vi', 'th'],
  currencies: ['cny', 'usd', 'hkd', 'twd', 'jpy', 'krw', 'vnd', 'thb', 'sgd'],
  countries: ['asia', 'americas', 'europe'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2025-05-07',
  sizeMb: { desktop: 9.1, mobile: 7.5 },
};
