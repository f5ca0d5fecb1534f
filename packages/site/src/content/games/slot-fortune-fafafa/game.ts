import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'slot-fortune-fafafa',
  name: {
    en: 'Fortune FaFaFa',
    'zh-tw': '財富發發發',
    'zh-cn': '财富发发发',
    'de-ch': 'Fortune FaFaFa',
  },
  summary: {
    en: 'A classic 3x3 slot with 5 fixed lines, Golden FA wilds, a free Fortune Respin and a Full Screen bonus that doubles the spin.',
    'zh-tw': '經典3x3老虎機，5條固定連線，金發百搭、免費好運重轉，滿屏獎勵讓整局派彩加倍。',
    'zh-cn': '经典3x3老虎机，5条固定赔付线，金发百搭、免费好运重转，满屏奖励让整局奖金翻倍。',
    'de-ch': 'Ein klassischer 3x3-Slot mit 5 festen Linien, goldenen FA-Wilds, einem kostenlosen Glücks-Respin und einem Vollbild-Bonus, der die Runde verdoppelt.',
  },
  category: 'slots',
  gameType: 'slot',
  platform: ['desktop', 'mobile'],
  rtp: 95.02,
  volatility: 'low',
  hit_rate: 24.6,
  max_win: 200,
  languages: ['en', 'zh-CN', 'zh-TW', 'th', 'vi', 'id', 'ms'],
  currencies: ['cny', 'usd', 'hkd', 'twd', 'thb', 'vnd', 'idr', 'myr', 'php'],
  countries: ['asia', 'americas', 'oceania'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2022-02-01',
  sizeMb: { desktop: 7.1, mobile: 6.2 },
};
