import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'slot-32d-cleopatra',
  name: {
    en: 'Cleopatra 32',
    'zh-tw': '埃及豔后32線',
    'zh-cn': '埃及艳后32线',
    'de-ch': 'Kleopatra 32',
  },
  summary: {
    en: 'A 5x3 Egyptian slot with 32 paylines, a Cleopatra wild that doubles every win it completes and Pyramid free games with all wins tripled.',
    'zh-tw': '5x3埃及主題老虎機，32條連線，埃及豔后百搭參與的派彩加倍，金字塔免費遊戲所有獎金三倍。',
    'zh-cn': '5x3埃及主题老虎机，32条赔付线，埃及艳后百搭参与的中奖翻倍，金字塔免费游戏所有奖金三倍。',
    'de-ch': 'Ein ägyptischer 5x3-Slot mit 32 Gewinnlinien, einem Kleopatra-Wild, das jeden mitgebildeten Gewinn verdoppelt, und Pyramiden-Freispielen mit dreifachen Gewinnen.',
  },
  category: 'slots',
  gameType: 'slot',
  platform: ['desktop', 'mobile'],
  rtp: 96.28,
  volatility: 'high',
  hit_rate: 27.45,
  max_win: 8000,
  languages: ['zh-TW', 'zh-CN', 'en', 'th', 'vi'],
  currencies: ['cny', 'twd', 'hkd', 'usd', 'thb', 'vnd'],
  countries: ['asia', 'americas'],
  availability: 'available',
  ruleLangs: ['zh-tw'],
  released: '2023-06-14',
  sizeMb: { desktop: 8.9, mobile: 7.4 },
};
