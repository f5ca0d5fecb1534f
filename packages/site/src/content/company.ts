import type { CompanyContent } from './types.ts';

/** The "About us" page. */
export const company: CompanyContent = {
  intro: {
    en: [
      'KY Gaming is a game-content provider. We design, build and run remote-server casino games (slots, lottery, card, crash, scratch, dice, mines, wheel and more) and supply them to casino operators and aggregators.',
      'The company was founded in 2021, but the people behind it are not new to the business: between us we bring two decades of experience in game design, game mathematics, platform engineering and day-to-day operations.',
      'We keep our promise to partners simple: games that load quickly on any phone, mathematics that has been independently tested, one integration for the whole catalogue, and a team that answers at any hour.',
    ],
    'zh-tw': [
      'KY Gaming 是一家遊戲內容供應商，自主設計、開發並營運遠端伺服器娛樂場遊戲，類型涵蓋老虎機、彩票、棋牌、Crash、刮刮樂、骰子、踩地雷、轉盤等，服務對象為娛樂場營運商與聚合平台。',
      '公司成立於 2021 年，但團隊並非新手：成員在遊戲設計、數學模型、平台開發與日常營運等領域，合計累積了二十年的產業經驗。',
      '我們對合作夥伴的承諾很簡單：在任何手機上都能快速載入的遊戲、經獨立測試的數學模型、一次串接即可取得整個遊戲庫，以及隨時都有人回應的團隊。',
    ],
    'zh-cn': [
      'KY Gaming 是一家游戏内容提供商，自主设计、研发并运营远程服务器娱乐场游戏，品类涵盖老虎机、彩票、棋牌、Crash、刮刮乐、骰子、扫雷、转盘等，面向娱乐场运营商和聚合平台供货。',
      '公司成立于 2021 年，但团队并不是新人：成员在游戏设计、数学模型、平台研发和日常运营方面，累计拥有二十年的行业经验。',
      '我们对合作伙伴的承诺很简单：在任何手机上都能快速加载的游戏、经过独立测试的数学模型、一次对接即可获得整个游戏库，以及随时有人响应的团队。',
    ],
    'de-ch': [
      'KY Gaming ist ein Anbieter von Spielinhalten. Wir entwerfen, entwickeln und betreiben Casinospiele auf eigenen Servern (Slots, Lotterie, Karten, Crash, Rubbellose, Würfel, Mines, Glücksrad und mehr) und liefern sie an Casino-Betreiber und Aggregatoren.',
      'Das Unternehmen wurde 2021 gegründet, die Menschen dahinter sind aber keine Neulinge: Zusammen bringen wir zwei Jahrzehnte Erfahrung in Spieldesign, Spielmathematik, Plattformentwicklung und im täglichen Betrieb mit.',
      'Unser Versprechen an Partner ist einfach: Spiele, die auf jedem Handy rasch laden, unabhängig geprüfte Mathematik, eine einzige Anbindung für den ganzen Katalog und ein Team, das zu jeder Tageszeit antwortet.',
    ],
  },
  facts: [
    {
      label: { en: 'Founded', 'zh-tw': '成立年份', 'zh-cn': '成立年份', 'de-ch': 'Gegründet' },
      value: { en: '2021', 'zh-tw': '2021 年', 'zh-cn': '2021 年', 'de-ch': '2021' },
    },
    {
      label: {
        en: 'Industry experience',
        'zh-tw': '產業經驗',
        'zh-cn': '行业经验',
        'de-ch': 'Branchenerfahrung',
      },
      value: {
        en: 'Two decades',
        'zh-tw': '二十年',
        'zh-cn': '二十年',
        'de-ch': 'Zwei Jahrzehnte',
      },
    },
    {
      label: { en: 'Support', 'zh-tw': '客服支援', 'zh-cn': '客服支持', 'de-ch': 'Support' },
      value: {
        en: '24/7, 365 days a year',
        'zh-tw': '24/7，全年 365 天',
        'zh-cn': '7×24 小时，全年 365 天',
        'de-ch': '24/7, an 365 Tagen im Jahr',
      },
    },
    {
      label: {
        en: 'Games in the catalogue',
        'zh-tw': '遊戲庫數量',
        'zh-cn': '游戏数量',
        'de-ch': 'Spiele im Katalog',
      },
      value: { en: '32', 'zh-tw': '32 款', 'zh-cn': '32 款', 'de-ch': '32' },
    },
    {
      label: {
        en: 'Game size',
        'zh-tw': '遊戲容量',
        'zh-cn': '游戏包体',
        'de-ch': 'Spielgrösse',
      },
      value: {
        en: 'Under 10 MB, 6-8 MB on mobile',
        'zh-tw': '小於 10 MB，行動裝置 6-8 MB',
        'zh-cn': '小于 10 MB，移动端 6-8 MB',
        'de-ch': 'Unter 10 MB, auf dem Handy 6-8 MB',
      },
    },
    {
      label: { en: 'Kinds of game', 'zh-tw': '遊戲類型', 'zh-cn': '游戏品类', 'de-ch': 'Spielarten' },
      list: true,
      value: {
        en: 'Slots, lottery, card, crash, scratch, dice, mines, wheel, bingo and more',
        'zh-tw': '老虎機、彩票、棋牌、Crash、刮刮樂、骰子、踩地雷、轉盤、賓果等',
        'zh-cn': '老虎机、彩票、棋牌、Crash、刮刮乐、骰子、扫雷、转盘、宾果等',
        'de-ch': 'Slots, Lotterie, Karten, Crash, Rubbellose, Würfel, Mines, Glücksrad, Bingo und mehr',
      },
    },
    {
      label: { en: 'Languages', 'zh-tw': '支援語言', 'zh-cn': '支持语言', 'de-ch': 'Sprachen' },
      list: true,
      value: {
        en: 'English, Traditional and Simplified Chinese, Japanese, Korean, Thai, Vietnamese, Filipino and more in our games; this site in English, Chinese and German',
        'zh-tw': '遊戲支援英文、繁體與簡體中文、日文、韓文、泰文、越南文、菲律賓文等；本網站提供英文、中文與德文版本',
        'zh-cn': '游戏支持英语、简体和繁体中文、日语、韩语、泰语、越南语、菲律宾语等；本网站提供英文、中文和德文版本',
        'de-ch': 'Spiele auf Englisch, in traditionellem und vereinfachtem Chinesisch, Japanisch, Koreanisch, Thai, Vietnamesisch, Filipino und weiteren Sprachen; diese Website auf Englisch, Chinesisch und Deutsch',
      },
    },
  ],
  sections: [
    {
      heading: { en: 'Our story', 'zh-tw': '我們的故事', 'zh-cn': '我们的故事', 'de-ch': 'Unsere Geschichte' },
      paragraphs: {
        en: [
          'KY Gaming started in 2021 with a small team that had spent years building and operating games for other companies. We had seen the same problems again and again: heavy game clients that players abandoned before the first spin, integrations that took months, and reports that arrived a day too late to act on.',
          'Our first titles were a handful of originals and slots, among them Dice, Mines and Fortune FaFaFa. Since then the catalogue has grown to 32 games across slots, scratch cards, originals, bingo, card and board games, with new titles added every year and several more in development.',
          'We are still a focused company. We would rather release fewer games and support them well than fill a lobby with titles nobody maintains.',
        ],
        'zh-tw': [
          'KY Gaming 於 2021 年成立，創始團隊多年來一直為其他公司開發與營運遊戲，一再看到同樣的問題：遊戲用戶端過於龐大，玩家還沒轉第一局就離開；串接一做就是好幾個月；報表總是晚一天才到，錯過處理時機。',
          '我們最早推出的是幾款原創遊戲與老虎機，包括「骰子」、「踩地雷」與「財富發發發」。此後遊戲庫逐步擴充至 32 款，涵蓋老虎機、刮刮樂、原創遊戲、賓果、棋牌與桌遊，每年都有新作上線，另有多款正在開發中。',
          '我們始終專注本業。寧可少推幾款、把每款遊戲都維護好，也不願讓大廳塞滿無人照顧的作品。',
        ],
        'zh-cn': [
          'KY Gaming 成立于 2021 年，创始团队此前多年为其他公司研发和运营游戏，反复遇到同样的问题：游戏客户端过于臃肿，玩家还没开始第一局就流失了；一次对接动辄数月；报表总是晚一天才出，错过了处理时机。',
          '我们最初推出的是几款原创游戏和老虎机，其中包括“骰子”“扫雷”和“财富发发发”。此后游戏库逐步扩充到 32 款，覆盖老虎机、刮刮乐、原创游戏、宾果、棋牌和桌游，每年都有新品上线，另有多款正在研发中。',
          '我们依然是一家专注的公司。宁可少出几款、把每款游戏都维护好，也不愿让大厅里堆满无人维护的产品。',
        ],
        'de-ch': [
          'KY Gaming entstand 2021 aus einem kleinen Team, das jahrelang Spiele für andere Unternehmen entwickelt und betrieben hatte. Immer wieder sahen wir dieselben Probleme: schwere Spielclients, die Spieler schon vor der ersten Drehung verliessen, Integrationen, die Monate dauerten, und Berichte, die einen Tag zu spät kamen, um noch zu reagieren.',
          'Unsere ersten Titel waren einige Eigenentwicklungen und Slots, darunter «Würfel», «Minen» und «Fortune FaFaFa». Seither ist der Katalog auf 32 Spiele gewachsen, mit Slots, Rubbellosen, Eigenentwicklungen, Bingo, Karten- und Brettspielen; jedes Jahr kommen neue Titel dazu, und weitere sind in Entwicklung.',
          'Wir sind bewusst ein fokussiertes Unternehmen geblieben. Lieber veröffentlichen wir weniger Spiele und betreuen sie gut, als eine Lobby mit Titeln zu füllen, um die sich niemand kümmert.',
        ],
      },
    },
    {
      heading: {
        en: 'How we build games',
        'zh-tw': '我們如何打造遊戲',
        'zh-cn': '我们如何打造游戏',
        'de-ch': 'Wie wir Spiele bauen',
      },
      paragraphs: {
        en: [
          'Every game is built to be small. Our clients stay under 10 MB and weigh only 6-8 MB on mobile, where many traditional slots need 30-50 MB. That means a faster first load, less mobile data and fewer players lost on a slow connection.',
          'Outcomes are decided on our servers by a certified random number generator, never in the browser. Before a game goes live, its RNG and its mathematics (return to player, hit rate, maximum win) are tested by an independent third-party laboratory, and the figures in our rule pages are the certified ones.',
          'Every game runs on desktop and mobile, comes with clear rule pages (in English and Chinese for almost every title) and supports the currencies and languages our partners need in their markets.',
        ],
        'zh-tw': [
          '每款遊戲從設計之初就講求輕量化。用戶端容量維持在 10 MB 以下，行動裝置上僅 6-8 MB，而許多傳統老虎機則需要 30-50 MB。首次載入更快、更省流量，網路不穩時也較不易流失玩家。',
          '遊戲結果一律由伺服器端經認證的亂數產生器決定，絕不在瀏覽器中運算。每款遊戲上線前，其亂數產生器與數學模型（返還率、中獎率、最高獎金）皆須通過獨立第三方實驗室測試，規則頁面上公布的數據即為認證數據。',
          '每款遊戲皆同時支援桌機與行動裝置，附有清楚的規則說明頁（絕大多數遊戲提供英文與中文版本），並支援合作夥伴在各市場所需的幣別與語言。',
        ],
        'zh-cn': [
          '每款游戏从设计之初就追求轻量化。客户端包体控制在 10 MB 以内，移动端仅 6-8 MB，而很多传统老虎机需要 30-50 MB。首次加载更快、更省流量，网络不佳时也不容易流失玩家。',
          '游戏结果全部由服务器端经过认证的随机数生成器决定，绝不在浏览器中计算。每款游戏上线前，其随机数生成器和数学模型（返还率、中奖率、最高赢奖）都要经过独立第三方实验室的测试，规则页面上公布的数据就是认证数据。',
          '每款游戏都支持电脑端和移动端，配有清晰的规则说明页（绝大多数游戏提供英文和中文版本），并覆盖合作伙伴在各个市场所需的币种和语言。',
        ],
        'de-ch': [
          'Jedes Spiel ist auf geringe Grösse ausgelegt. Unsere Clients bleiben unter 10 MB und brauchen auf dem Handy nur 6-8 MB, wo viele herkömmliche Slots 30-50 MB benötigen. Das heisst: schnellerer erster Start, weniger mobile Daten und weniger Spieler, die bei langsamer Verbindung abspringen.',
          'Über das Ergebnis entscheidet ein zertifizierter Zufallszahlengenerator auf unseren Servern, nie der Browser. Bevor ein Spiel live geht, prüft ein unabhängiges Labor seinen Zufallszahlengenerator und seine Mathematik (Auszahlungsquote, Trefferquote, Maximalgewinn); die Zahlen in unseren Spielregeln sind die zertifizierten.',
          'Jedes Spiel läuft auf Desktop und Handy, hat klare Spielregeln (bei fast allen Titeln auf Englisch und Chinesisch) und unterstützt die Währungen und Sprachen, die unsere Partner in ihren Märkten brauchen.',
        ],
      },
    },
    {
      heading: {
        en: 'Partners and integration',
        'zh-tw': '合作夥伴與串接',
        'zh-cn': '合作伙伴与对接',
        'de-ch': 'Partner und Integration',
      },
      paragraphs: {
        en: [
          'We work with casino operators and with aggregators. Both connect through a single API: one integration gives access to every game in the catalogue, and new releases become available without further work on the partner side.',
          'Partners get a back office with real-time player and revenue data, accounts and roles for their own staff, and tools for free bets, bonus buys, leaderboards and promotions. Multi-level affiliate structures are supported, with anti-fraud monitoring watching over them.',
          'Our support team is available 24/7, 365 days a year, from the first test call to the day-to-day running of a live lobby.',
        ],
        'zh-tw': [
          '我們的合作對象包括娛樂場營運商與聚合平台，雙方都透過同一支 API 接入：串接一次即可取得遊戲庫中的所有遊戲，新遊戲上線時，合作夥伴無須再做任何調整。',
          '合作夥伴可使用即時呈現玩家與營收資料的後台，為自家人員管理帳號與權限角色，並運用免費投注、購買特色遊戲、排行榜與促銷活動等工具。系統亦支援多層級代理架構，並有防詐監控全程把關。',
          '從第一次測試連線，到正式上線後的日常營運，我們的客服團隊全年 365 天、24/7 隨時支援。',
        ],
        'zh-cn': [
          '我们的合作对象包括娱乐场运营商和聚合平台，两者都通过同一套 API 接入：对接一次即可获得游戏库中的全部游戏，新游戏上线时合作伙伴无需任何额外开发。',
          '合作伙伴可以使用实时展示玩家和营收数据的后台，为自己的员工管理账号和角色，并使用免费投注、购买特色游戏、排行榜和促销活动等工具。系统还支持多级代理体系，并由反欺诈监控全程把关。',
          '从第一次联调测试到正式上线后的日常运营，我们的技术支持团队全年 365 天、7×24 小时随时响应。',
        ],
        'de-ch': [
          'Wir arbeiten mit Casino-Betreibern und mit Aggregatoren. Beide binden sich über eine einzige API an: Eine Integration öffnet den Zugang zu allen Spielen im Katalog, und neue Titel stehen ohne weiteren Aufwand auf Partnerseite bereit.',
          'Partner erhalten ein Backoffice mit Spieler- und Umsatzdaten in Echtzeit, Konten und Rollen für die eigenen Mitarbeitenden sowie Werkzeuge für Gratiswetten, Bonuskäufe, Ranglisten und Aktionen. Mehrstufige Affiliate-Strukturen werden unterstützt und von einer Betrugsüberwachung begleitet.',
          'Unser Support-Team ist 24/7 an 365 Tagen im Jahr erreichbar, vom ersten Testaufruf bis zum Alltag einer laufenden Lobby.',
        ],
      },
    },
    {
      heading: {
        en: 'Responsible gaming',
        'zh-tw': '負責任博彩',
        'zh-cn': '负责任博彩',
        'de-ch': 'Verantwortungsvolles Spielen',
      },
      paragraphs: {
        en: [
          'Our games are for adults only. The official site asks every visitor to confirm they are of legal age before continuing, and our partners are responsible for verifying the age and identity of their players under the rules of their licence.',
          'We publish the return to player, volatility and maximum win of every game, so players can see what they are playing before they play it. Our games contain no features designed to hide losses or to push players into chasing them.',
          'We support our partners\' own responsible-gaming measures, such as deposit limits, time-outs and self-exclusion, and we encourage anyone who feels that gambling is no longer fun to stop and to seek help from a local support organisation.',
        ],
        'zh-tw': [
          '我們的遊戲僅供成年人參與。官方網站會請每位訪客先確認已達法定年齡才能繼續瀏覽；合作夥伴則須依其牌照規範，負責核實玩家的年齡與身分。',
          '我們公開每款遊戲的返還率、波動度與最高獎金，讓玩家在遊玩前就能清楚了解遊戲內容。我們的遊戲不含任何刻意掩飾虧損、或誘使玩家追回損失的設計。',
          '我們支持合作夥伴自行實施的負責任博彩措施，例如存款上限、暫停遊戲與自我排除。若您覺得博彩已不再是娛樂，請停下來，並向當地的輔導機構尋求協助。',
        ],
        'zh-cn': [
          '我们的游戏仅面向成年人。官方网站会要求每位访客先确认已达到法定年龄方可继续；合作伙伴则须按照其牌照规定，负责核实玩家的年龄和身份。',
          '我们公开每款游戏的返还率、波动性和最高赢奖，让玩家在游戏前就能清楚了解所玩的内容。我们的游戏不包含任何刻意掩盖亏损或诱导玩家追损的设计。',
          '我们支持合作伙伴自行采取的负责任博彩措施，例如充值限额、暂停游戏和自我排除。如果您觉得博彩已经不再是娱乐，请及时停下，并向当地的专业机构寻求帮助。',
        ],
        'de-ch': [
          'Unsere Spiele sind nur für Erwachsene. Die offizielle Website bittet alle Besucherinnen und Besucher, vor dem Weiterlesen ihr gesetzliches Mindestalter zu bestätigen; unsere Partner prüfen Alter und Identität ihrer Spieler gemäss den Vorgaben ihrer Lizenz.',
          'Wir veröffentlichen Auszahlungsquote, Volatilität und Maximalgewinn jedes Spiels, damit Spieler wissen, worauf sie sich einlassen. Unsere Spiele enthalten keine Funktionen, die Verluste verschleiern oder dazu verleiten sollen, ihnen nachzujagen.',
          'Wir unterstützen die Massnahmen unserer Partner für verantwortungsvolles Spielen, etwa Einzahlungslimiten, Spielpausen und Selbstsperren. Wer merkt, dass Glücksspiel keinen Spass mehr macht, sollte aufhören und sich an eine Beratungsstelle in der Nähe wenden.',
        ],
      },
    },
  ],
};
