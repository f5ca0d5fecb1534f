import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'original-hide-and-seek',
  name: {
    en: 'Hide and Seek',
    'zh-tw': '捉迷藏',
    'zh-cn': '捉迷藏',
    'de-ch': 'Versteckspiel',
  },
  summary: {
    en: 'Hide room after room while the seeker searches: pick the Garden, House or Attic route, raise your multiplier with every room you survive and go home whenever you like, up to 983.04x.',
    'zh-tw': '鬼在找人，您一間接一間地躲：選擇花園、大屋或閣樓路線，每躲過一個房間，倍數就會提高，可隨時回家兌現，最高983.04倍。',
    'zh-cn': '鬼在找人，您一间接一间地躲：选择花园、大屋或阁楼路线，每躲过一个房间，倍数就会提高，可随时回家兑现，最高983.04倍。',
    'de-ch': 'Verstecken Sie sich Raum für Raum, während der Sucher sucht: Wählen Sie Garten, Haus oder Dachboden, steigern Sie den Multiplikator mit jedem überstandenen Raum und gehen Sie jederzeit nach Hause, bis 983.04x.',
  },
  category: 'originals',
  gameType: 'casual',
  platform: ['desktop', 'mobile'],
  rtp: 96,
  volatility: 'high',
  hit_rate: 50,
  max_win: 983.04,
  languages: ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'th', 'ms', 'fil'],
  currencies: ['cny', 'usd', 'hkd', 'twd', 'jpy', 'krw', 'thb', 'myr', 'php', 'nzd'],
  countries: ['asia', 'oceania', 'europe', 'africa'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2025-06-18',
  sizeMb: { desktop: 7.2, mobile: 6.8 },
};
