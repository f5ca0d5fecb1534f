import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Hou Yi Shoots the Suns: game rules',
    intro:
      'Hou Yi Shoots the Suns is a counting scratch card based on the old legend. Ten suns rose together and scorched the earth until the archer Hou Yi shot nine of them down. Scratch the ten suns on the ticket: the more of them carry Hou Yi\'s arrow, the bigger the prize. The Moon Palace box of Chang\'e gives a second way to win.',
    sections: [
      {
        heading: 'How to buy a ticket',
        paragraphs: [
          'Choose the ticket price with the + and - buttons, from 0.20 to 100.00 in your account currency. The operator may set a narrower range; the range in force is shown in the game. All prizes are multiples of the ticket price.',
          'Press Buy to purchase a ticket; the price is deducted from your balance. Scratch the suns and the Moon Palace box by hand, press Scratch All, or use Draw the Bow (see Features). Another ticket can be bought when this one is fully revealed.',
        ],
      },
      {
        heading: 'How a ticket wins',
        list: [
          'The sky area holds ten suns. Under each one is either a sun pierced by an arrow (shot down) or a blazing sun (still burning).',
          'Count the suns shot down. Two or more win the prize in the table; none or one wins nothing in the sky area.',
          'As in the legend, Hou Yi always leaves one sun to light the world, so at most nine suns can be shot down.',
          'The Moon Palace box reveals the Elixir of Immortality, the Jade Rabbit or a cloud. The Elixir wins 30x, the Jade Rabbit wins 2x and a cloud wins nothing.',
          'A ticket wins in one area at most: a ticket with a prize in the sky always shows a cloud in the Moon Palace box.',
          'Each ticket\'s outcome is decided by the random number generator (RNG) when it is bought; scratching only uncovers it, and the order of scratching changes nothing. The prize is credited when the ticket is fully revealed.',
        ],
      },
      {
        heading: 'Prize table',
        paragraphs: [
          'The table lists the prizes and how many tickets win each on average in every 1,000,000 tickets. Every ticket is drawn independently; there is no fixed pool of prizes. On average 652,452 tickets in 1,000,000 win nothing.',
        ],
        table: {
          caption: 'Prizes per 1,000,000 tickets',
          head: ['Result', 'Prize', 'Winning tickets per 1,000,000', 'Odds'],
          rows: [
            ['9 suns shot down', '999x', '4', '1 in 250,000'],
            ['8 suns shot down', '200x', '40', '1 in 25,000'],
            ['7 suns shot down', '60x', '500', '1 in 2,000'],
            ['6 suns shot down', '25x', '2,500', '1 in 400'],
            ['5 suns shot down', '10x', '18,000', '1 in 55.6'],
            ['4 suns shot down', '4x', '70,000', '1 in 14.3'],
            ['3 suns shot down', '2x', '95,000', '1 in 10.5'],
            ['2 suns shot down', '1x', '150,504', '1 in 6.6'],
            ['Moon Palace: Elixir of Immortality', '30x', '1,000', '1 in 1,000'],
            ['Moon Palace: Jade Rabbit', '2x', '10,000', '1 in 100'],
          ],
        },
      },
      {
        heading: 'RTP, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 95.50%: the prizes multiplied by their numbers of winning tickets add up to 955,000 ticket prices per 1,000,000 tickets. It is a long-term average, not a prediction for a session.',
          'Hit rate: 34.75% of tickets win a prize (347,548 in 1,000,000). A 1x prize returns the ticket price.',
          'The maximum win is 999x the ticket price, for nine suns shot down.',
        ],
      },
      {
        heading: 'Features',
        list: [
          'Draw the Bow: instead of scratching, pull back Hou Yi\'s bow and release it to fire at the suns still covered one at a time, left to right; the Moon Palace box opens last. It reveals exactly the same ticket as scratching.',
          'Sun counter: a counter beside the sky shows how many suns have been shot down so far.',
          'Auto Buy buys and reveals 10, 25, 50 or 100 tickets at the same price. It stops when you press Stop, when your balance is too low, when a ticket wins more than the limit you set, or when the connection is lost.',
        ],
      },
      {
        heading: 'Interruptions and malfunction',
        paragraphs: [
          'A ticket is recorded on the server when it is bought. If the connection is lost before all the suns and the Moon Palace box are revealed, the ticket is restored exactly as you left it when you come back. Any ticket still unfinished 24 hours after purchase is revealed automatically and its prize, if any, is credited to your balance.',
          'If the purchase was not accepted before the connection was lost, no ticket was bought and your balance is unchanged.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '后羿射日：游戏规则',
    intro:
      '后羿射日是一款以古老传说为题材的计数型刮刮乐。相传十个太阳同时升起，大地被烤焦，直到神射手后羿射下其中九个。刮开彩票上的十个太阳：带有后羿之箭的太阳越多，奖金越高。嫦娥的月宫格提供另一种中奖方式。',
    sections: [
      {
        heading: '如何购买彩票',
        paragraphs: [
          '使用“+”和“-”按钮选择每张彩票的价格，0.20至100.00（以账户货币计）。运营商可设定更小的范围，当前适用的范围显示在游戏中。所有奖金均以彩票价格的倍数计算。',
          '点击“购买”即买入一张彩票，价格从余额中扣除。可手动刮开太阳和月宫格，点击“全部刮开”，或使用“拉弓射日”（见“游戏功能”）。当前彩票完全揭晓后才能购买下一张。',
        ],
      },
      {
        heading: '中奖方式',
        list: [
          '天空区有十个太阳，每个太阳下藏着一支箭射中的太阳（已射落）或一个燃烧的太阳（仍在燃烧）。',
          '数一数射落的太阳。射落两个或以上即赢得奖金表中的奖金；没有或只射落一个则天空区不中奖。',
          '正如传说所述，后羿总会留下一个太阳照亮人间，因此最多只能射落九个太阳。',
          '月宫格会揭晓长生不老药、玉兔或云朵。不老药赢得30倍，玉兔赢得2倍，云朵无奖金。',
          '一张彩票最多只在一个区域中奖：天空区有奖金的彩票，月宫格一定显示云朵。',
          '每张彩票的结果在购买时即由随机数生成器（RNG）决定，刮开只是揭晓结果，刮开顺序不会改变任何结果。彩票完全揭晓后奖金计入余额。',
        ],
      },
      {
        heading: '奖金表',
        paragraphs: [
          '下表列出各项奖金，以及平均每1,000,000张彩票中获得该奖金的张数。每张彩票都独立产生，没有固定的奖池。平均每1,000,000张中有652,452张不中奖。',
        ],
        table: {
          caption: '每1,000,000张彩票的奖金分布',
          head: ['结果', '奖金', '每1,000,000张中奖张数', '中奖概率'],
          rows: [
            ['射落9个太阳', '999倍', '4', '250,000分之1'],
            ['射落8个太阳', '200倍', '40', '25,000分之1'],
            ['射落7个太阳', '60倍', '500', '2,000分之1'],
            ['射落6个太阳', '25倍', '2,500', '400分之1'],
            ['射落5个太阳', '10倍', '18,000', '约55.6分之1'],
            ['射落4个太阳', '4倍', '70,000', '约14.3分之1'],
            ['射落3个太阳', '2倍', '95,000', '约10.5分之1'],
            ['射落2个太阳', '1倍', '150,504', '约6.6分之1'],
            ['月宫：长生不老药', '30倍', '1,000', '1,000分之1'],
            ['月宫：玉兔', '2倍', '10,000', '100分之1'],
          ],
        },
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '理论返还率（RTP）为95.50%：各项奖金乘以其中奖张数，合计为每1,000,000张彩票返还955,000倍彩票价格。这是长期平均值，不能预测某一段游戏的结果。',
          '中奖率：34.75%的彩票中奖（每1,000,000张中347,548张）。1倍奖金即返还彩票价格。',
          '最高奖金为彩票价格的999倍，即射落九个太阳。',
        ],
      },
      {
        heading: '游戏功能',
        list: [
          '拉弓射日：无需刮开，拉开后羿的弓再松手，即可从左到右逐个射向尚未刮开的太阳，最后打开月宫格。揭晓的彩票与刮开时完全相同。',
          '太阳计数：天空旁的计数器显示目前已射落的太阳数量。',
          '“自动购买”以相同价格连续购买并揭晓10、25、50或100张彩票。点击“停止”、余额不足、单张彩票奖金超过您设定的上限或网络断开时即停止。',
        ],
      },
      {
        heading: '游戏中断与故障',
        paragraphs: [
          '彩票在购买时即记录在服务器上。若在所有太阳和月宫格揭晓前连接中断，您返回时彩票会按原样恢复。购买后24小时仍未完成的彩票会自动揭晓，如有奖金则计入您的余额。',
          '若连接中断前购买尚未被受理，则没有买入彩票，余额不变。',
          '如遇故障，所有派奖及游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '后羿射日：遊戲規則',
    intro:
      '后羿射日是一款以古老傳說為題材的計數型刮刮樂。相傳十個太陽同時升起，大地被烤焦，直到神射手后羿射下其中九個。刮開彩券上的十個太陽：帶有后羿之箭的太陽越多，獎金越高。嫦娥的月宮格提供另一種中獎方式。',
    sections: [
      {
        heading: '如何購買彩券',
        paragraphs: [
          '使用「+」和「-」按鈕選擇每張彩券的價格，0.20至100.00（以帳戶貨幣計）。營運商可設定較小的範圍，目前適用的範圍會顯示在遊戲中。所有獎金皆以彩券價格的倍數計算。',
          '點擊「購買」即買入一張彩券，價格從餘額中扣除。可手動刮開太陽和月宮格，點擊「全部刮開」，或使用「拉弓射日」（見「遊戲功能」）。目前的彩券完全揭曉後才能購買下一張。',
        ],
      },
      {
        heading: '中獎方式',
        list: [
          '天空區有十個太陽，每個太陽下藏著一支箭射中的太陽（已射落）或一個燃燒的太陽（仍在燃燒）。',
          '數一數射落的太陽。射落兩個或以上即贏得獎金表中的獎金；沒有或只射落一個則天空區不中獎。',
          '正如傳說所述，后羿總會留下一個太陽照亮人間，因此最多只能射落九個太陽。',
          '月宮格會揭曉長生不老藥、玉兔或雲朵。不老藥贏得30倍，玉兔贏得2倍，雲朵沒有獎金。',
          '一張彩券最多只在一個區域中獎：天空區有獎金的彩券，月宮格一定顯示雲朵。',
          '每張彩券的結果在購買時即由隨機數產生器（RNG）決定，刮開只是揭曉結果，刮開順序不會改變任何結果。彩券完全揭曉後獎金計入餘額。',
        ],
      },
      {
        heading: '獎金表',
        paragraphs: [
          '下表列出各項獎金，以及平均每1,000,000張彩券中獲得該獎金的張數。每張彩券都獨立產生，沒有固定的獎池。平均每1,000,000張中有652,452張未中獎。',
        ],
        table: {
          caption: '每1,000,000張彩券的獎金分布',
          head: ['結果', '獎金', '每1,000,000張中獎張數', '中獎機率'],
          rows: [
            ['射落9個太陽', '999倍', '4', '250,000分之1'],
            ['射落8個太陽', '200倍', '40', '25,000分之1'],
            ['射落7個太陽', '60倍', '500', '2,000分之1'],
            ['射落6個太陽', '25倍', '2,500', '400分之1'],
            ['射落5個太陽', '10倍', '18,000', '約55.6分之1'],
            ['射落4個太陽', '4倍', '70,000', '約14.3分之1'],
            ['射落3個太陽', '2倍', '95,000', '約10.5分之1'],
            ['射落2個太陽', '1倍', '150,504', '約6.6分之1'],
            ['月宮：長生不老藥', '30倍', '1,000', '1,000分之1'],
            ['月宮：玉兔', '2倍', '10,000', '100分之1'],
          ],
        },
      },
      {
        heading: '返還率、中獎率與最高派彩',
        list: [
          '理論返還率（RTP）為95.50%：各項獎金乘以其中獎張數，合計為每1,000,000張彩券返還955,000倍彩券價格。這是長期平均值，無法預測某一段遊戲的結果。',
          '中獎率：34.75%的彩券中獎（每1,000,000張中有347,548張）。1倍獎金即返還彩券價格。',
          '最高派彩為彩券價格的999倍，即射落九個太陽。',
        ],
      },
      {
        heading: '遊戲功能',
        list: [
          '拉弓射日：不必刮開，拉開后羿的弓再放手，即可由左至右逐一射向尚未刮開的太陽，最後打開月宮格。揭曉的彩券與刮開時完全相同。',
          '太陽計數：天空旁的計數器顯示目前已射落的太陽數量。',
          '「自動購買」以相同價格連續購買並揭曉10、25、50或100張彩券。點擊「停止」、餘額不足、單張彩券獎金超過您設定的上限或網路斷線時即停止。',
        ],
      },
      {
        heading: '遊戲中斷與故障',
        paragraphs: [
          '彩券在購買時即記錄在伺服器上。若在所有太陽和月宮格揭曉前連線中斷，您返回時彩券會依原樣恢復。購買後24小時仍未完成的彩券會自動揭曉，如有獎金則計入您的餘額。',
          '若連線中斷前購買尚未被受理，則沒有買入彩券，餘額不變。',
          '如遇故障，所有派彩及遊戲均無效。',
        ],
      },
    ],
  },
};
