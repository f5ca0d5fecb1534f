import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'God of Fortune: game rules',
    intro:
      'God of Fortune is a match-three scratch card for the Lunar New Year. Scratch the nine spots of the 3x3 grid: three identical lucky symbols win the prize of that symbol. Then scratch the coin below the grid, because if Caishen\'s Golden Toad is hiding there, the prize is doubled.',
    sections: [
      {
        heading: 'How to buy a ticket',
        paragraphs: [
          'Choose the ticket price with the + and - buttons, from 0.20 to 100.00 in your account currency. The operator may set a narrower range; the range in force is shown in the game. All prizes are multiples of the ticket price.',
          'Press Buy to purchase a ticket; the price is deducted from your balance. Scratch the spots in any order, or press Scratch All. The next ticket can be bought once the current one is fully revealed.',
        ],
      },
      {
        heading: 'How a ticket wins',
        list: [
          'The grid has nine spots in three rows of three. Each spot hides one of the eight lucky symbols listed in the prize table.',
          'Three identical symbols anywhere in the grid win the prize for that symbol. They do not need to be in a line.',
          'A ticket never holds more than one set of three identical symbols, so it wins at most one grid prize.',
          'The Golden Toad coin sits below the grid. If it reveals the Golden Toad on a winning ticket, the grid prize is doubled. On a ticket without three of a kind the toad has no effect.',
          'The outcome of the ticket is decided by the random number generator (RNG) when you buy it; scratching only reveals it. The prize is credited when the whole ticket has been revealed.',
        ],
      },
      {
        heading: 'Prize table',
        paragraphs: [
          'The table shows the prize for three of each symbol and how many tickets win it on average in every 1,000,000 tickets, without and with the Golden Toad. Tickets are drawn independently, so there is no fixed pool. On average 613,256 tickets in 1,000,000 win nothing.',
        ],
        table: {
          caption: 'Three of a kind, prizes and winning tickets per 1,000,000',
          head: ['Three of a kind', 'Prize', 'Tickets without Golden Toad', 'Tickets with Golden Toad (prize x2)'],
          rows: [
            ['Caishen, the God of Wealth', '500x', '3', '1 (1,000x)'],
            ['Gold ingot', '100x', '50', '10 (200x)'],
            ['Jade ruyi', '40x', '400', '80 (80x)'],
            ['Fu character', '20x', '2,200', '400 (40x)'],
            ['Firecrackers', '10x', '10,000', '1,500 (20x)'],
            ['Red lantern', '5x', '40,000', '5,000 (10x)'],
            ['Red envelope', '2x', '110,000', '12,000 (4x)'],
            ['Mandarin orange', '1x', '190,100', '15,000 (2x)'],
          ],
        },
      },
      {
        heading: 'RTP, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 96.00%: every prize times its number of tickets, with Golden Toad prizes counted double, adds up to 960,000 ticket prices per 1,000,000 tickets. It is a long-term average, not a prediction for a session.',
          'Hit rate: 38.67% of tickets win (386,744 in 1,000,000); 3.40% of all tickets win with the Golden Toad (33,991 in 1,000,000).',
          'The maximum win is 1,000x the ticket price: three Caishen doubled by the Golden Toad, about 1 ticket in 1,000,000.',
        ],
      },
      {
        heading: 'Features',
        list: [
          'Scratch All reveals the grid row by row and then the Golden Toad coin.',
          'Symbol highlight: as soon as a second copy of a symbol is revealed, both copies glow so you can follow the ticket.',
          'Auto Buy buys and reveals 10, 25, 50 or 100 tickets at the same price. It stops when you press Stop, when your balance is too low, when a ticket wins more than the limit you set, when the Golden Toad appears (if you choose), or when the connection is lost.',
        ],
      },
      {
        heading: 'Interruptions and malfunction',
        paragraphs: [
          'Every ticket is stored on the server at the moment of purchase. If the game is interrupted before the ticket is fully scratched, it is shown again with the spots already revealed when you reopen the game. Tickets left unfinished for 24 hours are revealed automatically and any prize is credited to your balance.',
          'If the purchase was not accepted before the interruption, no ticket was bought and your balance is unchanged.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '财神到：游戏规则',
    intro:
      '财神到是一款以农历新年为主题的三个相同即中奖刮刮乐。刮开3x3格中的九个格子：三个相同的吉祥图案即赢得该图案的奖金。再刮开格子下方的金币，若财神的金蟾藏在其中，奖金翻倍。',
    sections: [
      {
        heading: '如何购买彩票',
        paragraphs: [
          '使用“+”和“-”按钮选择每张彩票的价格，0.20至100.00（以账户货币计）。运营商可设定更小的范围，当前适用的范围显示在游戏中。所有奖金均以彩票价格的倍数计算。',
          '点击“购买”即买入一张彩票，价格从余额中扣除。可按任意顺序刮开格子，或点击“全部刮开”。当前彩票完全揭晓后才能购买下一张。',
        ],
      },
      {
        heading: '中奖方式',
        list: [
          '图案区共有九个格子，排成三行三列，每个格子藏有奖金表中八种吉祥图案之一。',
          '图案区任意位置出现三个相同图案，即赢得该图案的奖金，无需连成一线。',
          '一张彩票上最多只会出现一组三个相同的图案，因此最多赢得一项图案奖金。',
          '金蟾金币位于图案区下方。若在中奖彩票上刮出金蟾，图案奖金翻倍；彩票上没有三个相同图案时，金蟾不产生任何效果。',
          '彩票的结果在购买时即由随机数生成器（RNG）决定，刮开只是揭晓结果。整张彩票揭晓后奖金计入余额。',
        ],
      },
      {
        heading: '奖金表',
        paragraphs: [
          '下表列出每种图案三个相同的奖金，以及平均每1,000,000张彩票中获得该奖金的张数（不含金蟾及含金蟾）。每张彩票都独立产生，没有固定奖池。平均每1,000,000张中有613,256张不中奖。',
        ],
        table: {
          caption: '三个相同图案的奖金及每1,000,000张的中奖张数',
          head: ['三个相同图案', '奖金', '不含金蟾的张数', '含金蟾的张数（奖金x2）'],
          rows: [
            ['财神', '500倍', '3', '1（1,000倍）'],
            ['金元宝', '100倍', '50', '10（200倍）'],
            ['玉如意', '40倍', '400', '80（80倍）'],
            ['福字', '20倍', '2,200', '400（40倍）'],
            ['鞭炮', '10倍', '10,000', '1,500（20倍）'],
            ['红灯笼', '5倍', '40,000', '5,000（10倍）'],
            ['红包', '2倍', '110,000', '12,000（4倍）'],
            ['橘子', '1倍', '190,100', '15,000（2倍）'],
          ],
        },
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '理论返还率（RTP）为96.00%：每项奖金乘以其张数（含金蟾的奖金按两倍计）后相加，合计为每1,000,000张彩票返还960,000倍彩票价格。这是长期平均值，不能预测某一段游戏的结果。',
          '中奖率：38.67%的彩票中奖（每1,000,000张中386,744张）；3.40%的彩票含金蟾中奖（每1,000,000张中33,991张）。',
          '最高奖金为彩票价格的1,000倍：三个财神并由金蟾翻倍，约每1,000,000张出现1张。',
        ],
      },
      {
        heading: '游戏功能',
        list: [
          '“全部刮开”逐行揭晓图案区，最后揭晓金蟾金币。',
          '图案提示：同一图案刮出第二个时，两个图案会同时发光，方便您跟进彩票。',
          '“自动购买”以相同价格连续购买并揭晓10、25、50或100张彩票。点击“停止”、余额不足、单张彩票奖金超过您设定的上限、出现金蟾（若您选择此项）或网络断开时即停止。',
        ],
      },
      {
        heading: '游戏中断与故障',
        paragraphs: [
          '每张彩票在购买时即保存在服务器上。若在彩票完全刮开前游戏中断，重新打开游戏时会再次显示该彩票，已刮开的格子保持揭晓状态。24小时内未完成的彩票会自动揭晓，如有奖金则计入您的余额。',
          '若中断前购买尚未被受理，则没有买入彩票，余额不变。',
          '如遇故障，所有派奖及游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '財神到：遊戲規則',
    intro:
      '財神到是一款以農曆新年為主題的三個相同即中獎刮刮樂。刮開3x3格中的九個格子：三個相同的吉祥圖案即贏得該圖案的獎金。再刮開格子下方的金幣，若財神的金蟾藏在其中，獎金翻倍。',
    sections: [
      {
        heading: '如何購買彩券',
        paragraphs: [
          '使用「+」和「-」按鈕選擇每張彩券的價格，0.20至100.00（以帳戶貨幣計）。營運商可設定較小的範圍，目前適用的範圍會顯示在遊戲中。所有獎金皆以彩券價格的倍數計算。',
          '點擊「購買」即買入一張彩券，價格從餘額中扣除。可依任意順序刮開格子，或點擊「全部刮開」。目前的彩券完全揭曉後才能購買下一張。',
        ],
      },
      {
        heading: '中獎方式',
        list: [
          '圖案區共有九個格子，排成三列三欄，每個格子藏有獎金表中八種吉祥圖案之一。',
          '圖案區任何位置出現三個相同圖案，即贏得該圖案的獎金，不必連成一線。',
          '一張彩券上最多只會出現一組三個相同的圖案，因此最多贏得一項圖案獎金。',
          '金蟾金幣位於圖案區下方。若在中獎彩券上刮出金蟾，圖案獎金翻倍；彩券上沒有三個相同圖案時，金蟾不產生任何效果。',
          '彩券的結果在購買時即由隨機數產生器（RNG）決定，刮開只是揭曉結果。整張彩券揭曉後獎金計入餘額。',
        ],
      },
      {
        heading: '獎金表',
        paragraphs: [
          '下表列出每種圖案三個相同的獎金，以及平均每1,000,000張彩券中獲得該獎金的張數（不含金蟾及含金蟾）。每張彩券都獨立產生，沒有固定獎池。平均每1,000,000張中有613,256張未中獎。',
        ],
        table: {
          caption: '三個相同圖案的獎金及每1,000,000張的中獎張數',
          head: ['三個相同圖案', '獎金', '不含金蟾的張數', '含金蟾的張數（獎金x2）'],
          rows: [
            ['財神', '500倍', '3', '1（1,000倍）'],
            ['金元寶', '100倍', '50', '10（200倍）'],
            ['玉如意', '40倍', '400', '80（80倍）'],
            ['福字', '20倍', '2,200', '400（40倍）'],
            ['鞭炮', '10倍', '10,000', '1,500（20倍）'],
            ['紅燈籠', '5倍', '40,000', '5,000（10倍）'],
            ['紅包', '2倍', '110,000', '12,000（4倍）'],
            ['橘子', '1倍', '190,100', '15,000（2倍）'],
          ],
        },
      },
      {
        heading: '返還率、中獎率與最高派彩',
        list: [
          '理論返還率（RTP）為96.00%：每項獎金乘以其張數（含金蟾的獎金以兩倍計）後加總，合計為每1,000,000張彩券返還960,000倍彩券價格。這是長期平均值，無法預測某一段遊戲的結果。',
          '中獎率：38.67%的彩券中獎（每1,000,000張中有386,744張）；3.40%的彩券含金蟾中獎（每1,000,000張中有33,991張）。',
          '最高派彩為彩券價格的1,000倍：三個財神並由金蟾翻倍，約每1,000,000張出現1張。',
        ],
      },
      {
        heading: '遊戲功能',
        list: [
          '「全部刮開」逐列揭曉圖案區，最後揭曉金蟾金幣。',
          '圖案提示：同一圖案刮出第二個時，兩個圖案會同時發光，方便您掌握彩券進度。',
          '「自動購買」以相同價格連續購買並揭曉10、25、50或100張彩券。點擊「停止」、餘額不足、單張彩券獎金超過您設定的上限、出現金蟾（若您選擇此項）或網路斷線時即停止。',
        ],
      },
      {
        heading: '遊戲中斷與故障',
        paragraphs: [
          '每張彩券在購買時即保存在伺服器上。若在彩券完全刮開前遊戲中斷，重新開啟遊戲時會再次顯示該彩券，已刮開的格子維持揭曉狀態。24小時內未完成的彩券會自動揭曉，如有獎金則計入您的餘額。',
          '若中斷前購買尚未被受理，則沒有買入彩券，餘額不變。',
          '如遇故障，所有派彩及遊戲均無效。',
        ],
      },
    ],
  },
};
