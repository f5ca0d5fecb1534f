import type { NewsArticle } from './types.ts';

/** News articles, newest first. */
export const news: NewsArticle[] = [
  {
    slug: 'candle-tomb-coming-january-2027',
    date: '2026-11-18',
    category: 'release',
    gameId: 'slot-candle-tomb',
    title: {
      en: 'Candle Tomb: our next slot opens in January 2027',
      'zh-tw': '《燭光古墓》2027 年 1 月登場',
      'zh-cn': '《烛光古墓》将于 2027 年 1 月上线',
      'de-ch': 'Das Kerzengrab: unser nächster Slot öffnet im Januar 2027',
    },
    summary: {
      en: 'A 6x5 cluster-pays slot with tumbling symbols, Candle multipliers up to x50 and free games where one candle never goes out. Partners can book it now for 20 January 2027.',
      'zh-tw': '6x5 群組派彩老虎機，圖案連續掉落，蠟燭倍數最高 x50，免費遊戲中還有一根永不熄滅的蠟燭。合作夥伴現已可預約 2027 年 1 月 20 日上線。',
      'zh-cn': '6x5 群组派彩老虎机，图案连续掉落，蜡烛倍数最高 x50，免费游戏中还有一根永不熄灭的蜡烛。合作伙伴现已可预约 2027 年 1 月 20 日上线。',
      'de-ch': 'Ein 6x5-Slot mit Cluster-Gewinnen, fallenden Symbolen, Kerzen-Multiplikatoren bis x50 und Freispielen, in denen eine Kerze nie erlischt. Partner können ihn jetzt für den 20. Januar 2027 einplanen.',
    },
    body: {
      en: [
        'Our next slot, Candle Tomb, goes live on 20 January 2027. It sends a band of explorers into a sealed imperial burial chamber, lit only by the candles they carry, and it is the first game in our catalogue to combine cluster pays with tumbling symbols.',
        'The grid has six columns and five rows. Five or more matching symbols connected side by side or above and below form a cluster; winning clusters disappear, new symbols tumble in, and the sequence continues as long as new clusters form. Candles that land on the grid carry multipliers from x2 to x50 and boost every win in the sequence.',
        'Four or more Feng Shui Compasses start the free games. During the feature an extra candle burns in the south-east corner of the tomb: it collects the value of every Candle that lands, never resets, and multiplies each win. The maximum win is 5,000x the total bet, and the theoretical return to player is 96.05%.',
        'Like all our games, Candle Tomb stays small: about 9 MB on desktop and under 8 MB on mobile. Partners already connected through our API will see it in their game list on release day with no further integration work, and our support team can set up demo access before then.',
      ],
      'zh-tw': [
        '我們的下一款老虎機《燭光古墓》將於 2027 年 1 月 20 日正式上線。玩家將跟隨一支盜墓隊伍，僅憑手中燭光深入一座封閉的帝王墓室；這也是我們首款結合群組派彩與圖案掉落玩法的遊戲。',
        '遊戲盤面為 6 行 5 列。五個以上相同圖案上下左右相連即構成群組；中獎群組消除後，新圖案隨即落下，只要持續形成新群組，掉落就會一直延續。盤面上出現的蠟燭帶有 x2 至 x50 的倍數，可放大該輪掉落中的所有獎金。',
        '出現四個以上風水羅盤即可觸發免費遊戲。免費遊戲期間，墓室東南角會多點亮一根蠟燭：它會累積每一根落下的蠟燭倍數，整個免費遊戲期間都不會歸零，並為每筆獎金加乘。最高獎金為總投注的 5,000 倍，理論返還率為 96.05%。',
        '與我們所有遊戲一樣，《燭光古墓》同樣輕巧：桌機版約 9 MB，行動版不到 8 MB。已透過 API 串接的合作夥伴，上線當天即可在遊戲清單中看到本作，無須任何額外串接；在此之前，客服團隊也可協助開通試玩環境。',
      ],
      'zh-cn': [
        '我们的下一款老虎机《烛光古墓》将于 2027 年 1 月 20 日正式上线。玩家将跟随一支探墓队伍，只凭手中烛光深入一座封闭的帝王墓室；这也是我们第一款把群组派彩和图案掉落结合起来的游戏。',
        '游戏盘面为 6 列 5 行。五个及以上相同图案上下左右相连即构成群组；中奖群组消除后，新图案随即落下，只要不断形成新群组，掉落就会持续。盘面上出现的蜡烛带有 x2 至 x50 的倍数，可放大该轮掉落中的全部奖金。',
        '出现四个及以上风水罗盘即可触发免费游戏。免费游戏期间，墓室东南角会多点亮一根蜡烛：它会累加每一根落下的蜡烛倍数，在整个免费游戏中都不会清零，并为每一笔奖金加倍。最高赢奖为总投注的 5,000 倍，理论返还率为 96.05%。',
        '和我们的所有游戏一样，《烛光古墓》依然轻量：电脑端约 9 MB，移动端不到 8 MB。已通过 API 接入的合作伙伴在上线当天即可在游戏列表中看到这款游戏，无需任何额外对接；在此之前，技术支持团队也可以协助开通试玩环境。',
      ],
      'de-ch': [
        'Unser nächster Slot, «Das Kerzengrab», geht am 20. Januar 2027 live. Er schickt eine Gruppe von Forschern in eine versiegelte kaiserliche Grabkammer, beleuchtet nur von den Kerzen, die sie mittragen. Es ist das erste Spiel in unserem Katalog, das Cluster-Gewinne mit fallenden Symbolen verbindet.',
        'Das Spielfeld hat sechs Spalten und fünf Reihen. Fünf oder mehr gleiche Symbole, die waagrecht oder senkrecht aneinandergrenzen, bilden einen Cluster; Gewinn-Cluster verschwinden, neue Symbole fallen nach, und die Folge läuft weiter, solange neue Cluster entstehen. Kerzen auf dem Spielfeld tragen Multiplikatoren von x2 bis x50 und erhöhen jeden Gewinn der Folge.',
        'Vier oder mehr Feng-Shui-Kompasse starten die Freispiele. Währenddessen brennt in der Südostecke des Grabs eine zusätzliche Kerze: Sie sammelt den Wert jeder gelandeten Kerze, wird nie zurückgesetzt und multipliziert jeden Gewinn. Der Maximalgewinn beträgt das 5000-Fache des Gesamteinsatzes, die theoretische Auszahlungsquote 96.05%.',
        'Wie alle unsere Spiele bleibt «Das Kerzengrab» klein: rund 9 MB auf dem Desktop und unter 8 MB auf dem Handy. Partner, die bereits über unsere API angebunden sind, finden das Spiel am Starttag ohne weitere Integrationsarbeit in ihrer Spielliste; eine Demo richtet unser Support-Team gerne schon vorher ein.',
      ],
    },
  },
  {
    slug: 'european-gaming-expo-2026',
    date: '2026-09-29',
    category: 'event',
    title: {
      en: 'Meet us at an international gaming expo in Europe',
      'zh-tw': 'KY Gaming 亮相歐洲國際博彩展',
      'zh-cn': 'KY Gaming 亮相欧洲国际博彩展',
      'de-ch': 'KY Gaming an einer internationalen Glücksspielmesse in Europa',
    },
    summary: {
      en: 'Our team spent three days at an international gaming expo in Europe, showing our 2027 titles and the new back-office tools to operators and aggregators.',
      'zh-tw': '我們的團隊參加了在歐洲舉行、為期三天的國際博彩展，向營運商與聚合平台展示 2027 年新作與全新後台工具。',
      'zh-cn': '我们的团队参加了在欧洲举办、为期三天的国际博彩展，向运营商和聚合平台展示了 2027 年的新游戏和全新后台工具。',
      'de-ch': 'Unser Team war drei Tage an einer internationalen Glücksspielmesse in Europa und zeigte Betreibern und Aggregatoren die Titel für 2027 und die neuen Backoffice-Werkzeuge.',
    },
    body: {
      en: [
        'This month KY Gaming exhibited at an international gaming expo in Europe. Over three days our team met operators, aggregators and platform providers from Europe, Asia and the Americas, many of them for the first time in person.',
        'Visitors to our stand were the first to play preview builds of three games due in early 2027: the cluster-pays slot Candle Tomb, the Nezha Wheel with its inner Lotus Ring, and the cascading slot Battle Royale. Each ran on an ordinary mid-range phone over a throttled connection, to show how much difference a 6-8 MB game makes compared with the 30-50 MB common for traditional slots.',
        'We also demonstrated the real-time revenue dashboards and the leaderboard tool released in the back office this summer. The most frequent questions were about integration time, so we walked visitors through a test call on our single API, and about certification, where we could point to the independent test reports for every live game.',
        'Thank you to everyone who stopped by. If we did not manage to meet, our team is available 24/7, 365 days a year: send us a message through the contact form and we will arrange a demo.',
      ],
      'zh-tw': [
        '本月，KY Gaming 參加了在歐洲舉行的國際博彩展。三天展期中，我們的團隊與來自歐洲、亞洲與美洲的營運商、聚合平台及平台服務商會面，其中不少是首次面對面交流。',
        '到訪展位的來賓搶先試玩了三款預計於 2027 年初推出的新作：群組派彩老虎機《燭光古墓》、內外雙圈的《哪吒風火輪》，以及連鎖消除老虎機《大逃殺》。每款遊戲都在一般中階手機、限速網路下執行，實際展示 6-8 MB 的遊戲與傳統老虎機常見的 30-50 MB 相比，載入體驗差距有多大。',
        '我們也現場展示了今年夏天在後台推出的即時營收儀表板與排行榜工具。來賓最常詢問的是串接所需時間，我們便當場示範如何透過單一 API 完成測試呼叫；其次是認證問題，我們則出示了每款上線遊戲的獨立測試報告。',
        '感謝每一位到訪的朋友。若這次未能碰面，我們的團隊全年 365 天、24/7 隨時為您服務：歡迎透過聯絡表單留言，我們將為您安排示範。',
      ],
      'zh-cn': [
        '本月，KY Gaming 参加了在欧洲举办的国际博彩展。三天展期里，我们的团队与来自欧洲、亚洲和美洲的运营商、聚合平台及平台服务商见面交流，其中不少是第一次面对面沟通。',
        '来到展位的客户抢先试玩了三款计划于 2027 年初推出的新游戏：群组派彩老虎机《烛光古墓》、带内圈莲花轮的《哪吒风火轮》，以及连环消除老虎机《大逃杀》。每款游戏都在普通中端手机和限速网络下运行，直观展示 6-8 MB 的游戏与传统老虎机常见的 30-50 MB 相比，加载体验差别有多大。',
        '我们还现场演示了今年夏天在后台上线的实时营收看板和排行榜工具。客户问得最多的是对接周期，我们就当场演示了如何通过统一 API 完成一次测试调用；其次是认证问题，我们展示了每款已上线游戏的独立测试报告。',
        '感谢每一位到访的朋友。如果这次没能见面，我们的团队全年 365 天、7×24 小时在线：欢迎通过联系表单留言，我们会为您安排演示。',
      ],
      'de-ch': [
        'Diesen Monat war KY Gaming Aussteller an einer internationalen Glücksspielmesse in Europa. Während drei Tagen traf unser Team Betreiber, Aggregatoren und Plattformanbieter aus Europa, Asien und Amerika, viele davon zum ersten Mal persönlich.',
        'Wer unseren Stand besuchte, konnte als Erste oder Erster Vorabversionen von drei Spielen für Anfang 2027 ausprobieren: den Cluster-Slot «Das Kerzengrab», «Nezhas Feuerrad» mit seinem inneren Lotusring und den Kaskaden-Slot «Battle Royale». Alle liefen auf einem gewöhnlichen Mittelklasse-Handy mit gedrosselter Verbindung, um zu zeigen, was 6-8 MB gegenüber den bei herkömmlichen Slots üblichen 30-50 MB ausmachen.',
        'Ausserdem zeigten wir die Umsatz-Dashboards in Echtzeit und das Ranglisten-Werkzeug, die diesen Sommer im Backoffice erschienen sind. Am häufigsten wurden wir nach der Integrationsdauer gefragt, worauf wir einen Testaufruf über unsere einzige API vorführten, und nach der Zertifizierung, wo wir auf die unabhängigen Prüfberichte für jedes Live-Spiel verweisen konnten.',
        'Herzlichen Dank allen, die vorbeigekommen sind. Falls wir uns verpasst haben: Unser Team ist 24/7 an 365 Tagen im Jahr erreichbar. Schreiben Sie uns über das Kontaktformular, und wir vereinbaren eine Demo.',
      ],
    },
  },
  {
    slug: 'back-office-real-time-revenue-dashboards-and-leaderboards',
    date: '2026-07-14',
    category: 'company',
    title: {
      en: 'Back office: real-time revenue dashboards and a new leaderboard tool',
      'zh-tw': '後台更新：即時營收儀表板與全新排行榜工具',
      'zh-cn': '后台升级：实时营收看板和全新排行榜工具',
      'de-ch': 'Backoffice: Umsatz-Dashboards in Echtzeit und ein neues Ranglisten-Werkzeug',
    },
    summary: {
      en: 'Operators can now watch bets, wins and revenue by game, currency and brand as they happen, and run leaderboard promotions on any of our games without writing a line of code.',
      'zh-tw': '營運商現在可依遊戲、幣別與品牌即時查看投注、派彩與營收，並能在我們任一款遊戲上舉辦排行榜活動，完全無須撰寫程式。',
      'zh-cn': '运营商现在可以按游戏、币种和品牌实时查看投注、派彩和营收，并能在我们的任意一款游戏上举办排行榜活动，无需编写任何代码。',
      'de-ch': 'Betreiber sehen Einsätze, Gewinne und Umsatz jetzt in Echtzeit nach Spiel, Währung und Marke und können auf jedem unserer Spiele Ranglisten-Aktionen durchführen, ohne eine Zeile Code.',
    },
    body: {
      en: [
        'Today we are releasing two additions to the KY Gaming back office, both built on requests from our partners: real-time revenue dashboards and a leaderboard tool.',
        'The new dashboards show bets, wins, gross gaming revenue and active players as rounds are played, with figures updated within seconds rather than in an overnight report. Every view can be broken down by game, currency, brand and affiliate level, compared with the previous day or week, and exported for accounting. Access follows the roles already set up in the back office, so an account manager sees their own operators and nothing more.',
        'The leaderboard tool lets operators create a competition in a few steps: choose the games, the start and end time, the currencies and the scoring, either the highest single win multiplier or the total amount wagered, then set the prizes. Players see their rank live inside our games, and the final standings can be paid out automatically as free bets or exported for the operator\'s own wallet.',
        'Anti-fraud monitoring covers leaderboards as well: accounts that show linked play or unusual betting patterns are flagged for review before prizes are paid. Both features are available now to every partner at no extra cost, and our support team can help you set up your first leaderboard.',
      ],
      'zh-tw': [
        '今天，我們為 KY Gaming 營運後台推出兩項新功能，兩者都源自合作夥伴的需求：即時營收儀表板與排行榜工具。',
        '新的儀表板會在遊戲進行的同時呈現投注、派彩、博彩毛收入與活躍玩家數，數據在數秒內即更新，不必再等隔天的報表。每個畫面都能依遊戲、幣別、品牌與代理層級細分，與前一天或前一週比較，並可匯出供財務對帳。存取權限沿用後台既有的角色設定，客戶經理只會看到自己負責的營運商。',
        '透過排行榜工具，營運商只要幾個步驟就能建立一場競賽：選擇遊戲、起訖時間、幣別與計分方式（單局最高贏分倍數或累計投注額），再設定獎品即可。玩家可在遊戲內即時查看自己的名次，最終排名可自動以免費投注派獎，或匯出至營運商自有的錢包系統。',
        '防詐監控同樣涵蓋排行榜：出現關聯遊玩或異常投注模式的帳號，會在派獎前被標記待審。兩項功能即日起免費開放給所有合作夥伴，客服團隊也可協助您設定第一場排行榜活動。',
      ],
      'zh-cn': [
        '今天，我们为 KY Gaming 运营后台推出两项新功能，都来自合作伙伴的实际需求：实时营收看板和排行榜工具。',
        '新的看板会在游戏进行的同时展示投注、派彩、博彩毛收入和活跃玩家数，数据几秒内即可刷新，不用再等第二天的报表。每个视图都可以按游戏、币种、品牌和代理层级拆分，与前一天或前一周对比，并可导出用于财务对账。访问权限沿用后台已有的角色设置，客户经理只能看到自己负责的运营商。',
        '借助排行榜工具，运营商只需几步即可创建一场比赛：选择游戏、起止时间、币种和计分方式（单局最高赢奖倍数或累计投注额），再设置奖品即可。玩家可以在游戏内实时查看自己的排名，最终名次可以自动以免费投注发放奖励，也可以导出到运营商自己的钱包系统。',
        '反欺诈监控同样覆盖排行榜：存在关联游戏行为或异常投注模式的账号，会在发奖前被标记并进入审核。两项功能即日起向所有合作伙伴免费开放，技术支持团队也可以协助您配置第一场排行榜活动。',
      ],
      'de-ch': [
        'Heute erweitern wir das Backoffice von KY Gaming um zwei Funktionen, die beide auf Wünsche unserer Partner zurückgehen: Umsatz-Dashboards in Echtzeit und ein Ranglisten-Werkzeug.',
        'Die neuen Dashboards zeigen Einsätze, Gewinne, Bruttospielertrag und aktive Spieler, während gespielt wird; die Zahlen werden innert Sekunden aktualisiert statt erst im Bericht über Nacht. Jede Ansicht lässt sich nach Spiel, Währung, Marke und Affiliate-Stufe aufschlüsseln, mit dem Vortag oder der Vorwoche vergleichen und für die Buchhaltung exportieren. Der Zugriff folgt den Rollen, die im Backoffice bereits eingerichtet sind: Ein Account Manager sieht seine eigenen Betreiber und nichts darüber hinaus.',
        'Mit dem Ranglisten-Werkzeug erstellen Betreiber in wenigen Schritten einen Wettbewerb: Spiele, Beginn und Ende, Währungen und Wertung wählen, also höchster Einzelgewinn-Multiplikator oder gesamter Einsatz, dann die Preise festlegen. Spieler sehen ihren Rang live in unseren Spielen, und die Schlussrangliste kann automatisch als Gratiswetten ausbezahlt oder für das eigene Wallet des Betreibers exportiert werden.',
        'Die Betrugsüberwachung gilt auch für Ranglisten: Konten mit verknüpftem Spiel oder auffälligen Einsatzmustern werden vor der Preisauszahlung zur Prüfung markiert. Beide Funktionen stehen ab sofort allen Partnern ohne Aufpreis zur Verfügung, und unser Support-Team hilft Ihnen gerne beim Einrichten Ihrer ersten Rangliste.',
      ],
    },
  },
  {
    slug: 'mahjong-scratch-launch',
    date: '2026-04-08',
    category: 'release',
    gameId: 'scratch-mahjong-n',
    title: {
      en: 'Mahjong Scratch is live: a winning hand on every card',
      'zh-tw': '《麻將刮刮樂》正式上線：刮出一手好牌',
      'zh-cn': '《麻将刮刮乐》正式上线：刮出一手好牌',
      'de-ch': '«Mahjong-Rubbellos» ist live: die Gewinnhand zum Freirubbeln',
    },
    summary: {
      en: 'Our newest scratch card turns a mahjong hand into a ticket: scratch thirteen tiles and the draw, and win from 1x for a Chicken Hand to 2,000x for Thirteen Orphans.',
      'zh-tw': '最新刮刮樂把一手麻將牌變成彩票：刮開十三張手牌與摸進的一張牌，從雞胡 1 倍到十三么 2,000 倍。',
      'zh-cn': '最新刮刮乐把一手麻将牌变成彩票：刮开十三张手牌和摸进的一张牌，从鸡胡 1 倍到十三幺 2,000 倍。',
      'de-ch': 'Unser neuestes Rubbellos macht aus einer Mahjong-Hand ein Los: Dreizehn Steine und den gezogenen Stein freirubbeln und vom 1-Fachen für die Chicken Hand bis zum 2000-Fachen für die dreizehn Waisen gewinnen.',
    },
    body: {
      en: [
        'Mahjong Scratch is available from today to all our partners. Each ticket holds a hand of thirteen tiles and one tile drawn from the wall; scratch them all, and if the fourteen tiles form a complete mahjong hand, the ticket wins the prize for that hand.',
        'The prize table follows the hands that mahjong players know: a Chicken Hand returns the ticket price, All Chows pays 3x, All Pungs 8x, a Half Flush 15x, Seven Pairs 30x, a Full Flush 100x and Big Three Dragons 500x. At the top sits Thirteen Orphans at 2,000x the ticket price.',
        'The game has a theoretical return to player of 96.50%, and 32.47% of tickets hold a winning hand. Ticket prices run from 0.50 to 100.00 in the player\'s currency, and the tiles on every ticket are fixed by our certified random number generator at the moment of purchase; scratching only reveals them.',
        'Mahjong Scratch is 7.7 MB on desktop and 6.8 MB on mobile. It launches with rules in English, Traditional and Simplified Chinese, and a game client in six languages, including Japanese, Korean and Malay.',
      ],
      'zh-tw': [
        '《麻將刮刮樂》即日起向所有合作夥伴開放。每張彩票有十三張手牌，外加一張從牌牆摸進的牌；全部刮開後，若這十四張牌能組成胡牌，即可贏得該牌型的獎金。',
        '獎金表依循麻將玩家熟悉的牌型：雞胡退還票價，平胡 3 倍、對對胡 8 倍、混一色 15 倍、七對子 30 倍、清一色 100 倍、大三元 500 倍；最高的十三么則為票價的 2,000 倍。',
        '本遊戲理論返還率為 96.50%，32.47% 的彩票可組成胡牌。票價為玩家幣別的 0.50 至 100.00，每張彩票的牌面在購買當下即由經認證的亂數產生器決定，刮開只是揭曉結果。',
        '《麻將刮刮樂》桌機版 7.7 MB、行動版 6.8 MB，上線即提供英文、繁體與簡體中文規則說明，遊戲介面支援包括日文、韓文與馬來文在內的六種語言。',
      ],
      'zh-cn': [
        '《麻将刮刮乐》即日起向所有合作伙伴开放。每张彩票有十三张手牌，外加一张从牌墙摸进的牌；全部刮开后，如果这十四张牌组成和牌，即可赢得该牌型的奖金。',
        '奖金表沿用麻将玩家熟悉的牌型：鸡胡返还票价，平胡 3 倍、对对胡 8 倍、混一色 15 倍、七对子 30 倍、清一色 100 倍、大三元 500 倍；最高的十三幺为票价的 2,000 倍。',
        '本游戏理论返还率为 96.50%，32.47% 的彩票能组成和牌。票价为玩家币种的 0.50 至 100.00，每张彩票的牌面在购买时即由经过认证的随机数生成器确定，刮开只是揭晓结果。',
        '《麻将刮刮乐》电脑端 7.7 MB、移动端 6.8 MB，上线即提供英文、简体和繁体中文规则，游戏界面支持包括日语、韩语和马来语在内的六种语言。',
      ],
      'de-ch': [
        '«Mahjong-Rubbellos» steht ab heute allen unseren Partnern zur Verfügung. Jedes Los enthält eine Hand aus dreizehn Steinen und einen Stein, der von der Mauer gezogen wird. Ergeben die vierzehn Steine nach dem Freirubbeln eine vollständige Mahjong-Hand, gewinnt das Los den Preis dieser Hand.',
        'Die Gewinntabelle folgt den Händen, die Mahjong-Spieler kennen: Die Chicken Hand gibt den Lospreis zurück, vier Sequenzen zahlen das 3-Fache, vier Drillinge das 8-Fache, die halbe Farbe das 15-Fache, sieben Paare das 30-Fache, die reine Farbe das 100-Fache und die grossen drei Drachen das 500-Fache. Ganz oben stehen die dreizehn Waisen mit dem 2000-Fachen des Lospreises.',
        'Die theoretische Auszahlungsquote beträgt 96.50%, und 32.47% der Lose enthalten eine Gewinnhand. Der Lospreis reicht von 0.50 bis 100.00 in der Währung des Spielers. Die Steine jedes Loses legt unser zertifizierter Zufallszahlengenerator beim Kauf fest; das Rubbeln deckt sie nur auf.',
        '«Mahjong-Rubbellos» braucht 7.7 MB auf dem Desktop und 6.8 MB auf dem Handy. Die Regeln gibt es zum Start auf Englisch sowie in traditionellem und vereinfachtem Chinesisch, den Spielclient in sechs Sprachen, darunter Japanisch, Koreanisch und Malaiisch.',
      ],
    },
  },
  {
    slug: 'aggregator-partnership-asia-americas',
    date: '2026-01-20',
    category: 'partnership',
    title: {
      en: 'New aggregator partnership brings our games to more operators in Asia and the Americas',
      'zh-tw': '攜手新聚合平台，將遊戲帶給更多亞洲與美洲營運商',
      'zh-cn': '携手新聚合平台，把游戏带给更多亚洲和美洲运营商',
      'de-ch': 'Neue Aggregator-Partnerschaft bringt unsere Spiele zu mehr Betreibern in Asien und Amerika',
    },
    summary: {
      en: 'A multi-brand aggregator has added the KY Gaming catalogue to its platform, making our games available to its operators through one existing connection.',
      'zh-tw': '一家多品牌聚合平台已將 KY Gaming 遊戲庫納入其平台，旗下營運商透過既有連線即可上架我們的遊戲。',
      'zh-cn': '一家多品牌聚合平台已将 KY Gaming 游戏库接入其平台，旗下运营商通过现有连接即可上架我们的游戏。',
      'de-ch': 'Ein Aggregator mit vielen Marken hat den Katalog von KY Gaming auf seine Plattform genommen. Seine Betreiber erreichen unsere Spiele über die bestehende Anbindung.',
    },
    body: {
      en: [
        'KY Gaming has signed a distribution agreement with a multi-brand aggregator whose platform serves casino operators across Asia and the Americas. From this week, operators on that platform can switch on our games from their existing account, without a separate contract or integration.',
        'The aggregator connected to our single API in a little under four weeks, including testing. The full live catalogue is included, from slots such as Three Kingdoms and Golden Tiger to originals like Mines and Hide and Seek and scratch cards such as Hou Yi Shoots the Suns, and new releases will appear on the platform on the same day they launch.',
        'Operators on the platform also get access to our back office, with real-time player and revenue data for their brands, and to our free bets, bonus buys, leaderboards and promotion tools. Multi-level affiliate reporting and anti-fraud monitoring work as they do for our direct partners.',
        'Support for the aggregator and its operators is provided by our own team, 24/7, 365 days a year. Operators interested in our games through this or any other aggregator are welcome to contact us through the contact form.',
      ],
      'zh-tw': [
        'KY Gaming 已與一家多品牌聚合平台簽署發行合作協議，該平台服務亞洲與美洲各地的娛樂場營運商。自本週起，平台上的營運商可直接從既有帳戶開啟我們的遊戲，無須另簽合約或另行串接。',
        '該聚合平台透過我們的單一 API 完成串接，連同測試在內只花了不到四週。合作範圍涵蓋所有已上線遊戲，從《三國爭霸》、《金虎》等老虎機，到《踩地雷》、《捉迷藏》等原創遊戲，以及《后羿射日》等刮刮樂；日後的新作也將在上線當天同步登上該平台。',
        '平台上的營運商同樣可使用我們的營運後台，即時掌握旗下品牌的玩家與營收資料，並運用免費投注、購買特色遊戲、排行榜與促銷等工具。多層級代理報表與防詐監控的運作方式，與我們的直接合作夥伴完全相同。',
        '聚合平台及其營運商的客服支援由我們自己的團隊提供，全年 365 天、24/7 不間斷。有意透過此平台或其他聚合平台上架我們遊戲的營運商，歡迎透過聯絡表單與我們聯繫。',
      ],
      'zh-cn': [
        'KY Gaming 已与一家多品牌聚合平台签署分发合作协议，该平台服务于亚洲和美洲各地的娱乐场运营商。从本周起，平台上的运营商可以直接在现有账户中开通我们的游戏，无需另签合同或单独对接。',
        '该聚合平台通过我们的统一 API 完成对接，连同测试在内用时不到四周。合作范围覆盖全部已上线游戏，从《三国争霸》《金虎》等老虎机，到《扫雷》《捉迷藏》等原创游戏，再到《后羿射日》等刮刮乐；今后的新游戏也会在上线当天同步登陆该平台。',
        '平台上的运营商同样可以使用我们的运营后台，实时查看旗下品牌的玩家和营收数据，并使用免费投注、购买特色游戏、排行榜和促销等工具。多级代理报表和反欺诈监控的运行方式与我们的直接合作伙伴完全一致。',
        '聚合平台及其运营商的技术支持由我们自己的团队提供，全年 365 天、7×24 小时不间断。有意通过该平台或其他聚合平台上架我们游戏的运营商，欢迎通过联系表单与我们联系。',
      ],
      'de-ch': [
        'KY Gaming hat einen Vertriebsvertrag mit einem Aggregator unterzeichnet, dessen Plattform Casino-Betreiber in ganz Asien und Amerika bedient. Ab dieser Woche können Betreiber auf dieser Plattform unsere Spiele direkt über ihr bestehendes Konto freischalten, ohne separaten Vertrag und ohne eigene Integration.',
        'Der Aggregator hat sich in knapp vier Wochen, Tests eingeschlossen, an unsere einzige API angebunden. Der ganze Live-Katalog ist dabei, von Slots wie «Drei Reiche» und «Goldener Tiger» über Eigenentwicklungen wie «Minen» und «Versteckspiel» bis zu Rubbellosen wie «Hou Yi schiesst die Sonnen». Neue Titel erscheinen am Tag ihrer Veröffentlichung auch auf der Plattform.',
        'Die Betreiber der Plattform erhalten ebenfalls Zugang zu unserem Backoffice mit Spieler- und Umsatzdaten ihrer Marken in Echtzeit sowie zu unseren Werkzeugen für Gratiswetten, Bonuskäufe, Ranglisten und Aktionen. Mehrstufige Affiliate-Auswertungen und Betrugsüberwachung funktionieren wie bei unseren direkten Partnern.',
        'Den Support für den Aggregator und seine Betreiber leistet unser eigenes Team, 24/7 an 365 Tagen im Jahr. Betreiber, die unsere Spiele über diese oder eine andere Plattform anbieten möchten, erreichen uns über das Kontaktformular.',
      ],
    },
  },
  {
    slug: 'independent-certification-full-live-catalogue',
    date: '2025-11-18',
    category: 'company',
    title: {
      en: 'Every live KY Gaming game now independently certified',
      'zh-tw': 'KY Gaming 所有上線遊戲均已通過獨立認證',
      'zh-cn': 'KY Gaming 全部上线游戏均已通过独立认证',
      'de-ch': 'Alle Live-Spiele von KY Gaming sind jetzt unabhängig zertifiziert',
    },
    summary: {
      en: 'An accredited third-party testing laboratory has completed its review of our random number generator and the mathematics of every game in our live catalogue.',
      'zh-tw': '一家經認可的第三方測試實驗室，已完成對我們亂數產生器及所有上線遊戲數學模型的審查。',
      'zh-cn': '一家经认可的第三方测试实验室，已完成对我们随机数生成器及全部上线游戏数学模型的审查。',
      'de-ch': 'Ein akkreditiertes, unabhängiges Prüflabor hat unseren Zufallszahlengenerator und die Mathematik aller Spiele im Live-Katalog geprüft.',
    },
    body: {
      en: [
        'We have reached a milestone we set ourselves when the company started: every game in our live catalogue now carries a certificate from an accredited, independent third-party testing laboratory. The last titles to complete the process were our most recent releases, including the scratch card Hou Yi Shoots the Suns.',
        'The laboratory tested our random number generator for unpredictability and even distribution, then checked each game\'s mathematics against its published rules: the return to player, the hit rate, the maximum win and every entry of the pay tables. It also reviewed how results are stored and how an interrupted round is completed after a lost connection.',
        'For our partners this means one set of test reports that covers the whole catalogue, ready to hand to their regulators. For players it means the figures on our rule pages are the certified figures, not estimates.',
        'Certification is not a one-off. From now on every new game is tested before its release, and any change to a live game\'s mathematics goes through the laboratory again before it reaches players.',
      ],
      'zh-tw': [
        '我們達成了公司成立之初就設下的目標：所有上線遊戲皆已取得經認可之獨立第三方測試實驗室的認證。最後完成程序的是最近推出的幾款新作，其中包括刮刮樂《后羿射日》。',
        '實驗室先測試我們亂數產生器的不可預測性與分布均勻度，再逐一比對各款遊戲的數學模型與公布的規則是否相符，包括返還率、中獎率、最高獎金與派彩表的每一個項目。此外也審查了遊戲結果的保存方式，以及斷線時未完成牌局如何續行結算。',
        '對合作夥伴而言，這代表有一套涵蓋整個遊戲庫的測試報告，可直接提交給主管機關；對玩家而言，規則頁面上的數據就是經過認證的數據，而非估計值。',
        '認證並非一次性的工作。今後每款新遊戲都會在上線前送測，已上線遊戲的數學模型若有任何調整，也必須再次經實驗室測試後才會推出。',
      ],
      'zh-cn': [
        '我们实现了公司成立之初就定下的目标：全部上线游戏都已取得经认可的独立第三方测试实验室的认证。最后完成认证流程的是最近推出的几款新游戏，其中包括刮刮乐《后羿射日》。',
        '实验室首先测试了我们随机数生成器的不可预测性和分布均匀性，然后逐款核对游戏数学模型与公布的规则是否一致，包括返还率、中奖率、最高赢奖以及赔付表中的每一项。同时还审查了游戏结果的存储方式，以及断线后未完成的牌局如何继续结算。',
        '对合作伙伴来说，这意味着有一套覆盖整个游戏库的测试报告，可以直接提交给监管机构；对玩家来说，规则页面上的数据就是经过认证的数据，而不是估算值。',
        '认证不是一次性的工作。今后每款新游戏都会在上线前送测，已上线游戏的数学模型如有任何调整，也必须重新通过实验室测试后才会推出。',
      ],
      'de-ch': [
        'Wir haben ein Ziel erreicht, das wir uns bei der Gründung gesetzt hatten: Jedes Spiel in unserem Live-Katalog trägt jetzt ein Zertifikat eines akkreditierten, unabhängigen Prüflabors. Als Letzte haben unsere jüngsten Neuheiten das Verfahren abgeschlossen, darunter das Rubbellos «Hou Yi schiesst die Sonnen».',
        'Das Labor prüfte unseren Zufallszahlengenerator auf Unvorhersehbarkeit und gleichmässige Verteilung und verglich danach die Mathematik jedes Spiels mit seinen veröffentlichten Regeln: Auszahlungsquote, Trefferquote, Maximalgewinn und jeden Eintrag der Gewinntabellen. Geprüft wurde auch, wie Ergebnisse gespeichert werden und wie eine unterbrochene Runde nach einem Verbindungsabbruch abgeschlossen wird.',
        'Für unsere Partner heisst das: ein Satz Prüfberichte für den ganzen Katalog, bereit für die Aufsichtsbehörde. Für Spieler heisst es: Die Zahlen in unseren Spielregeln sind zertifiziert und keine Schätzungen.',
        'Zertifizierung ist keine einmalige Sache. Ab jetzt wird jedes neue Spiel vor der Veröffentlichung geprüft, und jede Änderung an der Mathematik eines Live-Spiels geht erneut durchs Labor, bevor sie die Spieler erreicht.',
      ],
    },
  },
  {
    slug: 'three-kingdoms-slot-launch',
    date: '2025-05-07',
    category: 'release',
    gameId: 'slot-three-kingdoms',
    title: {
      en: 'Three Kingdoms launches: choose your side in 720 ways',
      'zh-tw': '《三國爭霸》上線：720 種方式，選邊出征',
      'zh-cn': '《三国争霸》上线：720 种方式，择国出征',
      'de-ch': '«Drei Reiche» ist da: Wählen Sie Ihre Seite, auf 720 Wegen',
    },
    summary: {
      en: 'Our new slot takes players to the wars of Wei, Shu and Wu, with 720 ways to win, Imperial Seal wilds, the Peach Garden Oath prize and free games where players pick their kingdom.',
      'zh-tw': '全新老虎機帶玩家重回魏、蜀、吳三國之爭：720 種中獎方式、玉璽百搭、桃園結義獎金，免費遊戲中由玩家選擇效忠哪一國。',
      'zh-cn': '全新老虎机带玩家重回魏、蜀、吴三国之争：720 种中奖方式、玉玺百搭、桃园结义奖金，免费游戏中由玩家选择为哪一国出征。',
      'de-ch': 'Unser neuer Slot führt in die Kriege von Wei, Shu und Wu: 720 Gewinnwege, Kaisersiegel-Wilds, der Preis des Pfirsichgarten-Schwurs und Freispiele, in denen Spieler ihr Reich wählen.',
    },
    body: {
      en: [
        'Three Kingdoms, our new slot, is live from today. It is set in the wars between Wei, Shu and Wu at the end of the Han dynasty, and its reels are laid out like a battle formation: 3, 4, 5, 4 and 3 rows, for 720 ways to win.',
        'The Imperial Seal is wild on the three middle reels. When Liu Bei, Guan Yu and Zhang Fei appear together in a base-game spin, the sworn brothers take the Peach Garden Oath and pay an extra 3x the total bet on top of any other win.',
        'Three or more Command Tallies trigger the free games, and the player decides how to fight: 6 free games with a x5 multiplier for Wei, 10 at x3 for Shu, or 15 at x2 for Wu. All three choices have the same theoretical return; only the rhythm of the feature changes.',
        'Three Kingdoms has a return to player of 96.45% and a maximum win of 6,000x the total bet. At 9.1 MB on desktop and 7.5 MB on mobile it loads in a fraction of the time of a typical 30-50 MB slot, and it is available in seven languages, including Japanese, Korean, Vietnamese and Thai.',
      ],
      'zh-tw': [
        '全新老虎機《三國爭霸》今日正式上線。故事背景是漢末魏、蜀、吳三國之爭，滾輪排列有如戰陣，分別為 3、4、5、4、3 列，共有 720 種中獎方式。',
        '傳國玉璽是中間三軸的百搭圖案。基礎遊戲中，若劉備、關羽、張飛同時出現，三兄弟便會桃園結義，在其他獎金之外再額外派發總投注的 3 倍。',
        '出現三個以上兵符即可觸發免費遊戲，並由玩家決定如何出征：選魏可得 6 局免費遊戲與 x5 倍數，選蜀為 10 局 x3，選吳為 15 局 x2。三種選擇的理論返還率完全相同，差別只在特色遊戲的節奏。',
        '《三國爭霸》返還率為 96.45%，最高獎金為總投注的 6,000 倍。桌機版 9.1 MB、行動版 7.5 MB，載入時間僅為一般 30-50 MB 老虎機的一小部分，並支援日文、韓文、越南文與泰文等七種語言。',
      ],
      'zh-cn': [
        '全新老虎机《三国争霸》今日正式上线。故事背景是汉末魏、蜀、吴三国之争，转轴排列如同战阵，分别为 3、4、5、4、3 行，共有 720 种中奖方式。',
        '传国玉玺是中间三轴的百搭图案。基础游戏中，如果刘备、关羽、张飞同时出现，三兄弟便会桃园结义，在其他奖金之外额外派发总投注的 3 倍。',
        '出现三个及以上兵符即可触发免费游戏，由玩家决定如何出征：选魏可获得 6 局免费游戏和 x5 倍数，选蜀为 10 局 x3，选吴为 15 局 x2。三种选择的理论返还率完全相同，区别只在于特色游戏的节奏。',
        '《三国争霸》返还率为 96.45%，最高赢奖为总投注的 6,000 倍。电脑端 9.1 MB、移动端 7.5 MB，加载时间只是常见 30-50 MB 老虎机的一小部分，并支持日语、韩语、越南语和泰语等七种语言。',
      ],
      'de-ch': [
        '«Drei Reiche», unser neuer Slot, ist ab heute live. Er spielt in den Kriegen zwischen Wei, Shu und Wu am Ende der Han-Dynastie, und seine Walzen stehen wie eine Schlachtordnung: 3, 4, 5, 4 und 3 Reihen, also 720 Gewinnwege.',
        'Das Kaisersiegel ist Wild auf den drei mittleren Walzen. Erscheinen Liu Bei, Guan Yu und Zhang Fei im Basisspiel gemeinsam, leisten die Schwurbrüder den Pfirsichgarten-Schwur und zahlen zusätzlich zu allen anderen Gewinnen das 3-Fache des Gesamteinsatzes.',
        'Drei oder mehr Befehlstafeln lösen die Freispiele aus, und der Spieler entscheidet, wie er kämpft: 6 Freispiele mit Multiplikator x5 für Wei, 10 mit x3 für Shu oder 15 mit x2 für Wu. Alle drei Varianten haben dieselbe theoretische Auszahlungsquote; nur der Rhythmus des Features ändert sich.',
        '«Drei Reiche» hat eine Auszahlungsquote von 96.45% und einen Maximalgewinn vom 6000-Fachen des Gesamteinsatzes. Mit 9.1 MB auf dem Desktop und 7.5 MB auf dem Handy lädt er in einem Bruchteil der Zeit eines üblichen Slots mit 30-50 MB und ist in sieben Sprachen verfügbar, darunter Japanisch, Koreanisch, Vietnamesisch und Thai.',
      ],
    },
  },
];
