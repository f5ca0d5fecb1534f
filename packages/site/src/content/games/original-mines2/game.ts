import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'original-mines2',
  name: {
    en: 'Mines 2: Deep Sea',
    'zh-tw': '踩地雷2：深海',
    'zh-cn': '扫雷2：深海',
    'de-ch': 'Minen 2: Tiefsee',
  },
  summary: {
    en: 'Dive a 6x6 seabed at one of four depths, open clams for pearls, bank half your win mid-dive and surface before a sea mine, for up to 5,000x.',
    'zh-tw': '在6x6海床上選擇四種深度之一潛水，打開蚌殼尋找珍珠，中途可先兌現一半贏額，在碰到水雷前浮出水面，最高5,000倍。',
    'zh-cn': '在6x6海床上选择四种深度之一潜水，打开蚌壳寻找珍珠，中途可先兑现一半赢额，在碰到水雷前浮出水面，最高5,000倍。',
    'de-ch': "Tauchen Sie auf einem 6x6-Meeresgrund in einer von vier Tiefen, öffnen Sie Muscheln für Perlen, sichern Sie unterwegs die Hälfte Ihres Gewinns und tauchen Sie vor einer Seemine auf, bis 5'000x.",
  },
  category: 'originals',
  gameType: 'mines',
  platform: ['desktop', 'mobile'],
  rtp: 96.5,
  volatility: 'very_high',
  hit_rate: 56.86,
  max_win: 5000,
  languages: ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'th', 'ms'],
  currencies: ['cny', 'usd', 'eur', 'hkd', 'twd', 'myr', 'sgd', 'thb', 'aud'],
  countries: ['asia', 'oceania', 'europe'],
  availability: 'coming_soon',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2027-02-10',
  sizeMb: { desktop: 8.4, mobile: 7.2 },
};
