import type { Claim, Localized } from './types.ts';

/** The home page's headline. */
export const heroTitle: Localized = {
  en: 'Games that load fast, play fair and plug in once',
  'zh-tw': '載入快、公平可信、一次串接就上線的遊戲',
  'zh-cn': '加载快、公平可信、一次对接即可上线的游戏',
  'de-ch': 'Spiele, die schnell laden, fair spielen und einmal angebunden sind',
};

/** The paragraph under the headline. */
export const heroLead: Localized = {
  en: 'KY Gaming builds remote-server games (slots, lottery, card, crash, scratch, dice, mines, wheel and more) and delivers the whole catalogue through one API, with a real-time back office and round-the-clock support behind it.',
  'zh-tw': 'KY Gaming 自主研發遠端伺服器遊戲，涵蓋老虎機、彩票、棋牌、Crash、刮刮樂、骰子、踩地雷、轉盤等類型，整個遊戲庫只需透過一支 API 即可接入，並提供即時後台與全天候客服支援。',
  'zh-cn': 'KY Gaming 自主研发远程服务器游戏，涵盖老虎机、彩票、棋牌、Crash、刮刮乐、骰子、扫雷、转盘等品类，整个游戏库通过一套 API 即可接入，并配备实时后台和全天候客服支持。',
  'de-ch': 'KY Gaming entwickelt Remote-Server-Spiele (Slots, Lotterie, Karten, Crash, Rubbellose, Würfel, Mines, Glücksrad und mehr) und liefert den ganzen Katalog über eine einzige API aus, mit einem Echtzeit-Backoffice und Support rund um die Uhr.',
};

/** Who the site speaks to. */
export const audience: Localized = {
  en: 'Built for casino operators and aggregators who want a complete, certified game catalogue without a long integration project.',
  'zh-tw': '專為希望快速取得完整、經認證遊戲庫，又不想投入冗長串接專案的娛樂場營運商與聚合平台打造。',
  'zh-cn': '专为希望快速获得完整、经过认证的游戏库，又不想投入漫长对接项目的娱乐场运营商和聚合平台打造。',
  'de-ch': 'Für Casino-Betreiber und Aggregatoren, die einen vollständigen, zertifizierten Spielkatalog wollen, ohne ein langes Integrationsprojekt.',
};

/** The provider's claims (SPEC.md section 1), one card each. */
export const claims: Claim[] = [
  {
    id: 'single-api',
    title: {
      en: 'One API, the whole catalogue',
      'zh-tw': '一支 API，接入全部遊戲',
      'zh-cn': '一套 API，接入全部游戏',
      'de-ch': 'Eine API für den ganzen Katalog',
    },
    text: {
      en: 'A single API integration gives you every game we have released and every game we release next. Integrate once; new titles appear without another project on your side.',
      'zh-tw': '只需完成一次 API 串接，即可取得我們已上線與未來推出的所有遊戲。串接一次，新遊戲上架時您無須再另開專案。',
      'zh-cn': '只需完成一次 API 对接，即可获得我们已上线和今后推出的全部游戏。对接一次，新游戏上线时您无需再另起项目。',
      'de-ch': 'Mit einer einzigen API-Integration erhalten Sie alle bisherigen und alle künftigen Spiele. Sie binden einmal an; neue Titel kommen ohne weiteres Projekt auf Ihrer Seite dazu.',
    },
  },
  {
    id: 'back-office',
    title: {
      en: 'A back office that runs in real time',
      'zh-tw': '即時更新的營運後台',
      'zh-cn': '实时更新的运营后台',
      'de-ch': 'Ein Backoffice in Echtzeit',
    },
    text: {
      en: 'Follow players, bets, wins and revenue as they happen, by game, currency and operator, and manage accounts and roles for your own team.',
      'zh-tw': '依遊戲、幣別與營運商，即時掌握玩家、投注、派彩與營收資料，並可為團隊自行管理帳號與權限角色。',
      'zh-cn': '按游戏、币种和运营商实时查看玩家、投注、派彩和营收数据，并可为团队自行管理账号和角色权限。',
      'de-ch': 'Verfolgen Sie Spieler, Einsätze, Gewinne und Umsatz in Echtzeit, nach Spiel, Währung und Betreiber, und verwalten Sie Konten und Rollen für Ihr eigenes Team.',
    },
  },
  {
    id: 'promotions',
    title: {
      en: 'Free bets, bonus buys, leaderboards',
      'zh-tw': '免費投注、購買特色遊戲、排行榜',
      'zh-cn': '免费投注、购买特色游戏、排行榜',
      'de-ch': 'Gratiswetten, Bonuskäufe, Ranglisten',
    },
    text: {
      en: 'Engagement tools are built in: hand out free bets, offer bonus buys, run leaderboards and set up promotions for your players without extra development.',
      'zh-tw': '內建多種玩家互動工具：發放免費投注、提供購買特色遊戲、舉辦排行榜競賽與各式促銷活動，無須額外開發。',
      'zh-cn': '内置多种玩家互动工具：发放免费投注、提供购买特色游戏、举办排行榜竞赛和各类促销活动，无需额外开发。',
      'de-ch': 'Die Werkzeuge für mehr Spielerbindung sind eingebaut: Gratiswetten vergeben, Bonuskäufe anbieten, Ranglisten führen und Aktionen aufsetzen, ohne zusätzliche Entwicklung.',
    },
  },
  {
    id: 'support',
    title: {
      en: 'Support 24/7, 365 days a year',
      'zh-tw': '全年 365 天、24/7 支援',
      'zh-cn': '全年 365 天、7×24 小时支持',
      'de-ch': 'Support 24/7, an 365 Tagen im Jahr',
    },
    text: {
      en: 'Our support team is on call 24 hours a day, 7 days a week, 365 days a year, for integration questions and for anything that comes up once you are live.',
      'zh-tw': '我們的客服團隊一年 365 天、每週 7 天、每天 24 小時待命，從串接問題到上線後的任何狀況都能即時協助。',
      'zh-cn': '我们的技术支持团队全年 365 天、每天 24 小时在线，无论是对接问题还是上线后的任何情况，都能及时处理。',
      'de-ch': 'Unser Support-Team ist 24 Stunden am Tag, 7 Tage die Woche und 365 Tage im Jahr erreichbar, für Fragen zur Integration und für alles, was nach dem Start anfällt.',
    },
  },
  {
    id: 'small-downloads',
    title: {
      en: 'Small downloads, quick starts',
      'zh-tw': '檔案小，開局快',
      'zh-cn': '包体小，启动快',
      'de-ch': 'Kleine Downloads, schneller Start',
    },
    text: {
      en: 'Our own games weigh under 10 MB, and only 6-8 MB on mobile, where traditional slots often need 30-50 MB. Players start sooner and use less mobile data.',
      'zh-tw': '自研遊戲容量皆小於 10 MB，行動裝置上僅 6-8 MB，傳統老虎機則常需 30-50 MB。玩家更快進入遊戲，也更節省行動網路流量。',
      'zh-cn': '自研游戏包体均小于 10 MB，移动端仅 6-8 MB，而传统老虎机往往需要 30-50 MB。玩家进入游戏更快，也更省流量。',
      'de-ch': 'Unsere eigenen Spiele sind kleiner als 10 MB, auf dem Handy nur 6-8 MB, während herkömmliche Slots oft 30-50 MB brauchen. Spieler sind schneller im Spiel und verbrauchen weniger mobile Daten.',
    },
  },
  {
    id: 'certification',
    title: {
      en: 'Independently certified',
      'zh-tw': '第三方獨立認證',
      'zh-cn': '第三方独立认证',
      'de-ch': 'Unabhängig zertifiziert',
    },
    text: {
      en: 'Our random number generation and game mathematics are tested and certified by independent third-party laboratories, so the return to player we publish is the one players get.',
      'zh-tw': '我們的亂數產生器與遊戲數學模型均經獨立第三方實驗室測試與認證，公布的返還率就是玩家實際享有的返還率。',
      'zh-cn': '我们的随机数生成器和游戏数学模型均经独立第三方实验室测试和认证，公布的返还率就是玩家实际获得的返还率。',
      'de-ch': 'Zufallszahlengenerator und Spielmathematik werden von unabhängigen Prüflabors getestet und zertifiziert. Die ausgewiesene Auszahlungsquote ist die, die Spieler tatsächlich erhalten.',
    },
  },
  {
    id: 'affiliates',
    title: {
      en: 'Multi-level affiliates, watched for fraud',
      'zh-tw': '多層級代理，防詐監控',
      'zh-cn': '多级代理，反欺诈监控',
      'de-ch': 'Mehrstufige Affiliates mit Betrugsüberwachung',
    },
    text: {
      en: 'Run affiliate networks over several levels, with commissions tracked at each one, while anti-fraud monitoring flags suspicious accounts and traffic before they cost you money.',
      'zh-tw': '支援多層級代理架構，逐層追蹤佣金；同時以防詐監控及早標記可疑帳號與流量，避免造成損失。',
      'zh-cn': '支持多级代理体系，逐级核算佣金；同时通过反欺诈监控及早标记可疑账号和流量，避免造成损失。',
      'de-ch': 'Betreiben Sie Affiliate-Netzwerke über mehrere Stufen, mit Provisionen pro Stufe, während die Betrugsüberwachung verdächtige Konten und verdächtigen Traffic meldet, bevor sie Sie Geld kosten.',
    },
  },
  {
    id: 'experience',
    title: {
      en: 'Founded 2021, two decades of experience',
      'zh-tw': '2021 年創立，二十年產業經驗',
      'zh-cn': '2021 年成立，二十年行业经验',
      'de-ch': 'Gegründet 2021, zwei Jahrzehnte Erfahrung',
    },
    text: {
      en: 'KY Gaming was founded in 2021 by people with two decades of experience in the gaming industry, in game design, mathematics, platforms and operations.',
      'zh-tw': 'KY Gaming 成立於 2021 年，創始團隊在遊戲產業累積了二十年經驗，橫跨遊戲設計、數學模型、平台技術與營運。',
      'zh-cn': 'KY Gaming 成立于 2021 年，创始团队在游戏行业深耕二十年，经验覆盖游戏设计、数学模型、平台技术和运营。',
      'de-ch': 'KY Gaming wurde 2021 gegründet, von Leuten mit zwei Jahrzehnten Erfahrung in der Glücksspielbranche: in Spieldesign, Mathematik, Plattformen und Betrieb.',
    },
  },
];
