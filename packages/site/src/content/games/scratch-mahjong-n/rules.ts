import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Mahjong Scratch: game rules',
    intro:
      'Mahjong Scratch turns a winning mahjong hand into a scratch card. Each ticket holds a hand of thirteen tiles and one tile drawn from the wall. Scratch them all: if the fourteen tiles form a complete hand, you win the prize for that hand, from a humble Chicken Hand to the legendary Thirteen Orphans.',
    sections: [
      {
        heading: 'How to buy a ticket',
        paragraphs: [
          'Choose the ticket price with the + and - buttons, from 0.50 to 100.00 in your account currency. The operator may set a narrower range; the range in force is shown in the game. All prizes are multiples of the ticket price.',
          'Press Buy to purchase a ticket; the price is deducted from your balance. Scratch the thirteen hand tiles in any order, and the Draw tile last, or press Reveal All. The next ticket can be bought once this one is fully revealed.',
        ],
      },
      {
        heading: 'The tiles',
        list: [
          'The tiles come from a standard 136-tile set without flowers: three suits (dots, bamboo and characters) numbered 1 to 9, the four winds (east, south, west, north) and the three dragons (red, green and white), four copies of each.',
          'No ticket shows more than four copies of the same tile.',
          'A pung is three identical tiles. A chow is three consecutive numbers of the same suit, such as 3-4-5 of bamboo; winds and dragons cannot form chows. A pair is two identical tiles.',
        ],
      },
      {
        heading: 'How a ticket wins',
        list: [
          'After all fourteen tiles are revealed, the game checks whether they form a complete hand: four sets (pungs or chows) and one pair, or one of the two special hands, Seven Pairs and Thirteen Orphans.',
          'A complete hand wins the prize of the hand it forms in the prize table. If it fits more than one description, only the highest-paying one is paid: a Full Flush made of pungs pays 100x, not 100x plus 8x.',
          'If the fourteen tiles do not form a complete hand, the ticket wins nothing.',
          'The tiles on every ticket are decided by the random number generator (RNG) when the ticket is bought; scratching only reveals them. The prize is credited when the ticket is fully revealed.',
        ],
      },
      {
        heading: 'Prize table',
        paragraphs: [
          'The table shows each hand, its prize and how many tickets win it on average in every 1,000,000 tickets. Each ticket is drawn independently; there is no fixed pool. On average 675,282 tickets in 1,000,000 win nothing.',
        ],
        table: {
          caption: 'Winning hands per 1,000,000 tickets',
          head: ['Hand', 'What it needs', 'Prize', 'Winning tickets per 1,000,000'],
          rows: [
            ['Thirteen Orphans', 'one each of the 1 and 9 of every suit, the four winds and the three dragons, plus a second copy of any of them', '2,000x', '3'],
            ['Big Three Dragons', 'pungs of all three dragons, one more set and a pair', '500x', '15'],
            ['Full Flush', 'all fourteen tiles from one suit', '100x', '200'],
            ['Seven Pairs', 'seven different pairs', '30x', '3,000'],
            ['Half Flush', 'one suit plus winds or dragons', '15x', '12,000'],
            ['All Pungs', 'four pungs and a pair', '8x', '26,000'],
            ['All Chows', 'four chows and a pair', '3x', '85,000'],
            ['Chicken Hand', 'any other complete hand', '1x', '198,500'],
          ],
        },
      },
      {
        heading: 'RTP, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 96.50%: the prizes times their numbers of winning tickets add up to 965,000 ticket prices per 1,000,000 tickets. It is a long-term average, not a prediction for a session.',
          'Hit rate: 32.47% of tickets hold a complete hand (324,718 in 1,000,000). A Chicken Hand returns the ticket price.',
          'The maximum win is 2,000x the ticket price, for Thirteen Orphans (about 1 ticket in 333,333).',
        ],
      },
      {
        heading: 'Features',
        list: [
          'The Draw: the fourteenth tile sits apart from the hand and can only be scratched after the other thirteen, like a tile drawn from the wall at the end of a real game.',
          'Auto-arrange: once all tiles are revealed they are sorted into sets and the pair (Seven Pairs into its seven pairs; a ticket without a complete hand by suit), and the name of the hand is shown.',
          'Auto Buy buys and reveals 10, 25, 50 or 100 tickets at the same price. It stops when you press Stop, when your balance is too low, when a ticket wins more than the limit you set, or when the connection is lost.',
        ],
      },
      {
        heading: 'Interruptions and malfunction',
        paragraphs: [
          'A ticket is stored on the server from the moment of purchase. If the game is interrupted before all fourteen tiles are revealed, the ticket reopens with the same tiles when you return. A ticket not finished within 24 hours of purchase is revealed automatically and any prize is credited to your balance.',
          'If the purchase was not accepted before the interruption, no ticket was bought and your balance is unchanged.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '麻将刮刮乐：游戏规则',
    intro:
      '麻将刮刮乐把麻将和牌变成一张刮刮乐。每张彩票有十三张手牌和一张从牌墙摸进的牌。全部刮开：若这十四张牌组成和牌，即赢得该牌型的奖金，从平凡的鸡胡到传奇的十三幺。',
    sections: [
      {
        heading: '如何购买彩票',
        paragraphs: [
          '使用“+”和“-”按钮选择每张彩票的价格，0.50至100.00（以账户货币计）。运营商可设定更小的范围，当前适用的范围显示在游戏中。所有奖金均以彩票价格的倍数计算。',
          '点击“购买”即买入一张彩票，价格从余额中扣除。可按任意顺序刮开十三张手牌，最后刮开摸牌，或点击“全部刮开”。当前彩票完全揭晓后才能购买下一张。',
        ],
      },
      {
        heading: '牌张',
        list: [
          '牌张来自一副不含花牌的标准136张麻将：筒子、条子、万子三种花色各1至9，四种风牌（东、南、西、北）及三种三元牌（中、发、白），每种各四张。',
          '一张彩票上同一种牌不会超过四张。',
          '刻子为三张相同的牌。顺子为同一花色的三张连续数字牌，例如三四五条；风牌和三元牌不能组成顺子。对子为两张相同的牌。',
        ],
      },
      {
        heading: '中奖方式',
        list: [
          '十四张牌全部揭晓后，游戏检查它们是否组成和牌：四组面子（刻子或顺子）加一对将牌，或七对子、十三幺两种特殊牌型之一。',
          '和牌按其牌型赢得奖金表中的奖金。若同时符合多种牌型，只派发最高的一项：由刻子组成的清一色派100倍，而不是100倍加8倍。',
          '若十四张牌未组成和牌，彩票不中奖。',
          '每张彩票的牌张在购买时即由随机数生成器（RNG）决定，刮开只是揭晓。彩票完全揭晓后奖金计入余额。',
        ],
      },
      {
        heading: '奖金表',
        paragraphs: [
          '下表列出各牌型、奖金，以及平均每1,000,000张彩票中获得该奖金的张数。每张彩票都独立产生，没有固定奖池。平均每1,000,000张中有675,282张不中奖。',
        ],
        table: {
          caption: '每1,000,000张彩票的中奖牌型',
          head: ['牌型', '条件', '奖金', '每1,000,000张中奖张数'],
          rows: [
            ['十三幺', '三种花色的一和九、四种风牌及三种三元牌各一张，再加其中任意一张', '2,000倍', '3'],
            ['大三元', '中、发、白三副刻子，再加一组面子及一对将牌', '500倍', '15'],
            ['清一色', '十四张牌全为同一花色', '100倍', '200'],
            ['七对子', '七个不同的对子', '30倍', '3,000'],
            ['混一色', '一种花色加风牌或三元牌', '15倍', '12,000'],
            ['对对胡', '四副刻子加一对将牌', '8倍', '26,000'],
            ['平胡', '四组顺子加一对将牌', '3倍', '85,000'],
            ['鸡胡', '其他任何和牌', '1倍', '198,500'],
          ],
        },
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '理论返还率（RTP）为96.50%：各项奖金乘以其中奖张数，合计为每1,000,000张彩票返还965,000倍彩票价格。这是长期平均值，不能预测某一段游戏的结果。',
          '中奖率：32.47%的彩票为和牌（每1,000,000张中324,718张）。鸡胡即返还彩票价格。',
          '最高奖金为彩票价格的2,000倍，即十三幺（约每333,333张出现1张）。',
        ],
      },
      {
        heading: '游戏功能',
        list: [
          '摸牌：第十四张牌与手牌分开放置，须在其他十三张刮开后才能刮开，如同真实牌局最后从牌墙摸进的一张。',
          '自动理牌：全部牌张揭晓后，系统会把牌整理成面子和将牌（七对子整理成七个对子；未成和牌时按花色排列），并显示牌型名称。',
          '“自动购买”以相同价格连续购买并揭晓10、25、50或100张彩票。点击“停止”、余额不足、单张彩票奖金超过您设定的上限或网络断开时即停止。',
        ],
      },
      {
        heading: '游戏中断与故障',
        paragraphs: [
          '彩票自购买时起即保存在服务器上。若在十四张牌全部揭晓前游戏中断，您返回时彩票会以相同的牌重新打开。购买后24小时内未完成的彩票会自动揭晓，如有奖金则计入您的余额。',
          '若中断前购买尚未被受理，则没有买入彩票，余额不变。',
          '如遇故障，所有派奖及游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '麻將刮刮樂：遊戲規則',
    intro:
      '麻將刮刮樂把麻將胡牌變成一張刮刮樂。每張彩券有十三張手牌和一張從牌牆摸進的牌。全部刮開：若這十四張牌組成胡牌，即贏得該牌型的獎金，從平凡的雞胡到傳奇的十三么。',
    sections: [
      {
        heading: '如何購買彩券',
        paragraphs: [
          '使用「+」和「-」按鈕選擇每張彩券的價格，0.50至100.00（以帳戶貨幣計）。營運商可設定較小的範圍，目前適用的範圍會顯示在遊戲中。所有獎金皆以彩券價格的倍數計算。',
          '點擊「購買」即買入一張彩券，價格從餘額中扣除。可依任意順序刮開十三張手牌，最後刮開摸牌，或點擊「全部刮開」。目前的彩券完全揭曉後才能購買下一張。',
        ],
      },
      {
        heading: '牌張',
        list: [
          '牌張來自一副不含花牌的標準136張麻將：筒子、條子、萬子三種花色各1至9，四種風牌（東、南、西、北）及三種三元牌（中、發、白），每種各四張。',
          '一張彩券上同一種牌不會超過四張。',
          '刻子為三張相同的牌。順子為同一花色的三張連續數字牌，例如三四五條；風牌和三元牌不能組成順子。對子為兩張相同的牌。',
        ],
      },
      {
        heading: '中獎方式',
        list: [
          '十四張牌全部揭曉後，遊戲檢查它們是否組成胡牌：四組面子（刻子或順子）加一對將眼，或七對子、十三么兩種特殊牌型之一。',
          '胡牌依其牌型贏得獎金表中的獎金。若同時符合多種牌型，只派發最高的一項：由刻子組成的清一色派100倍，而非100倍加8倍。',
          '若十四張牌未組成胡牌，彩券不中獎。',
          '每張彩券的牌張在購買時即由隨機數產生器（RNG）決定，刮開只是揭曉。彩券完全揭曉後獎金計入餘額。',
        ],
      },
      {
        heading: '獎金表',
        paragraphs: [
          '下表列出各牌型、獎金，以及平均每1,000,000張彩券中獲得該獎金的張數。每張彩券都獨立產生，沒有固定獎池。平均每1,000,000張中有675,282張未中獎。',
        ],
        table: {
          caption: '每1,000,000張彩券的中獎牌型',
          head: ['牌型', '條件', '獎金', '每1,000,000張中獎張數'],
          rows: [
            ['十三么', '三種花色的一和九、四種風牌及三種三元牌各一張，再加其中任一張', '2,000倍', '3'],
            ['大三元', '中、發、白三副刻子，再加一組面子及一對將眼', '500倍', '15'],
            ['清一色', '十四張牌全為同一花色', '100倍', '200'],
            ['七對子', '七個不同的對子', '30倍', '3,000'],
            ['混一色', '一種花色加風牌或三元牌', '15倍', '12,000'],
            ['對對胡', '四副刻子加一對將眼', '8倍', '26,000'],
            ['平胡', '四組順子加一對將眼', '3倍', '85,000'],
            ['雞胡', '其他任何胡牌', '1倍', '198,500'],
          ],
        },
      },
      {
        heading: '返還率、中獎率與最高派彩',
        list: [
          '理論返還率（RTP）為96.50%：各項獎金乘以其中獎張數，合計為每1,000,000張彩券返還965,000倍彩券價格。這是長期平均值，無法預測某一段遊戲的結果。',
          '中獎率：32.47%的彩券為胡牌（每1,000,000張中有324,718張）。雞胡即返還彩券價格。',
          '最高派彩為彩券價格的2,000倍，即十三么（約每333,333張出現1張）。',
        ],
      },
      {
        heading: '遊戲功能',
        list: [
          '摸牌：第十四張牌與手牌分開擺放，須在其他十三張刮開後才能刮開，如同真實牌局最後從牌牆摸進的一張。',
          '自動理牌：全部牌張揭曉後，系統會把牌整理成面子和將眼（七對子整理成七個對子；未成胡牌時依花色排列），並顯示牌型名稱。',
          '「自動購買」以相同價格連續購買並揭曉10、25、50或100張彩券。點擊「停止」、餘額不足、單張彩券獎金超過您設定的上限或網路斷線時即停止。',
        ],
      },
      {
        heading: '遊戲中斷與故障',
        paragraphs: [
          '彩券自購買時起即保存在伺服器上。若在十四張牌全部揭曉前遊戲中斷，您返回時彩券會以相同的牌重新開啟。購買後24小時內未完成的彩券會自動揭曉，如有獎金則計入您的餘額。',
          '若中斷前購買尚未被受理，則沒有買入彩券，餘額不變。',
          '如遇故障，所有派彩及遊戲均無效。',
        ],
      },
    ],
  },
};
