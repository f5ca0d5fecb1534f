import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Encounter: game rules',
    intro:
      'Encounter is a numbers-matching scratch card inspired by the Qixi legend. The Cowherd and the Weaver Girl, kept apart by the Silver River, may meet once a year on a bridge of magpies. Scratch the two star numbers and the ten magpies: every magpie whose number matches a star number wins the prize it carries.',
    sections: [
      {
        heading: 'How to buy a ticket',
        paragraphs: [
          'Choose the ticket price with the + and - buttons, from 0.10 to 50.00 in your account currency. The operator may set a narrower range; the range in force is shown in the game. All prizes are multiples of the ticket price.',
          'Press Buy to purchase one ticket; the price is deducted from your balance. Scratch the ticket with your finger or mouse, or press Reveal All to uncover everything at once. A new ticket can only be bought once the current one is fully revealed.',
        ],
      },
      {
        heading: 'The ticket and how it wins',
        list: [
          'Star Numbers: two numbers from 1 to 30 in the night sky, one under Altair (the Cowherd star) and one under Vega (the Weaver Girl star). The two star numbers are always different.',
          'Magpies: ten magpies fly along the Silver River. Each hides a number from 1 to 30 and a prize. No two magpies show the same number.',
          'Every magpie whose number equals either star number wins the prize shown under it.',
          'Magpie Bridge: a magpie may show the Magpie Bridge symbol instead of a number. The prize under it is won automatically.',
          'All prizes won on a ticket are added together. The total is always one of the amounts in the prize table, and is credited when the ticket is fully revealed.',
          'The result of every ticket is decided by the random number generator (RNG) at the moment of purchase. Scratching only shows it, and the order in which you scratch makes no difference.',
        ],
      },
      {
        heading: 'Prize table',
        paragraphs: [
          'The table shows each total ticket prize and how many tickets win it on average in every 1,000,000 tickets. Every ticket is drawn independently, so there is no fixed pool and a big prize won by anyone does not change the chances of the next ticket. On average 609,655 tickets in 1,000,000 win nothing. The top prizes honour the story: 520 sounds like "I love you" in Chinese, and 77 stands for the seventh day of the seventh month.',
        ],
        table: {
          caption: 'Total ticket prizes per 1,000,000 tickets',
          head: ['Total prize', 'Winning tickets per 1,000,000', 'Odds'],
          rows: [
            ['520x', '5', '1 in 200,000'],
            ['100x', '40', '1 in 25,000'],
            ['77x', '100', '1 in 10,000'],
            ['50x', '500', '1 in 2,000'],
            ['20x', '4,000', '1 in 250'],
            ['10x', '15,000', '1 in 66.7'],
            ['5x', '45,000', '1 in 22.2'],
            ['2x', '130,000', '1 in 7.7'],
            ['1x', '195,700', '1 in 5.1'],
          ],
        },
      },
      {
        heading: 'RTP, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 95.00%: every prize multiplied by its number of winning tickets adds up to 950,000 ticket prices per 1,000,000 tickets. It is a long-term average, not a prediction for a session.',
          'Hit rate: 39.03% of tickets win a prize (390,345 in 1,000,000). A 1x prize returns the ticket price.',
          'The maximum win is 520x the ticket price.',
        ],
      },
      {
        heading: 'Features',
        list: [
          'Reveal All uncovers the star numbers first and then the magpies one by one, marking every match.',
          'Auto Buy buys and reveals 10, 25, 50 or 100 tickets at the same price. It stops when you press Stop, when your balance is too low, when a single ticket wins more than the limit you set, or when the connection is lost.',
          'Reunion: when the 520x prize is won, the magpies form the bridge and the Cowherd and the Weaver Girl meet on screen. The animation does not change the prize.',
        ],
      },
      {
        heading: 'Interruptions and malfunction',
        paragraphs: [
          'A ticket is saved on the server the moment it is bought. If the connection drops before it is fully revealed, the same ticket opens again where you left off when you return. A ticket that has not been finished 24 hours after purchase is revealed automatically and its prize, if any, is credited to your balance.',
          'If the purchase was not accepted before the connection dropped, no ticket was bought and your balance is unchanged.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '鹊桥相会：游戏规则',
    intro:
      '鹊桥相会是一款以七夕传说为主题的对号码刮刮乐。牛郎与织女被银河分隔，每年只能在喜鹊搭成的桥上相会一次。刮开两个星号码和十只喜鹊：凡是号码与任一星号码相同的喜鹊，即赢得它所带的奖金。',
    sections: [
      {
        heading: '如何购买彩票',
        paragraphs: [
          '使用“+”和“-”按钮选择每张彩票的价格，0.10至50.00（以账户货币计）。运营商可设定更小的范围，当前适用的范围显示在游戏中。所有奖金均以彩票价格的倍数计算。',
          '点击“购买”即买入一张彩票，价格从余额中扣除。可用手指或鼠标刮开彩票，或点击“全部刮开”一次揭晓全部内容。当前彩票完全揭晓后才能购买下一张。',
        ],
      },
      {
        heading: '彩票内容及中奖方式',
        list: [
          '星号码：夜空中有两个1至30的号码，一个在牛郎星下，一个在织女星下。两个星号码一定不同。',
          '喜鹊：十只喜鹊飞过银河，每只喜鹊下藏有一个1至30的号码和一项奖金。任何两只喜鹊的号码都不相同。',
          '凡喜鹊的号码与任一星号码相同，即赢得该喜鹊下显示的奖金。',
          '鹊桥：喜鹊下可能出现鹊桥图案而非号码，该喜鹊下的奖金自动赢得。',
          '一张彩票上赢得的所有奖金相加，总额必定是奖金表中的某一金额，在彩票完全揭晓时计入余额。',
          '每张彩票的结果在购买时即由随机数生成器（RNG）决定。刮开只是显示结果，刮开的先后顺序没有影响。',
        ],
      },
      {
        heading: '奖金表',
        paragraphs: [
          '下表列出每种彩票总奖金，以及平均每1,000,000张彩票中获得该奖金的张数。每张彩票都独立产生，没有固定的奖池，任何人赢得大奖都不会改变下一张彩票的概率。平均每1,000,000张中有609,655张不中奖。最高的两项奖金呼应七夕故事：520谐音“我爱你”，77代表七月初七。',
        ],
        table: {
          caption: '每1,000,000张彩票的总奖金分布',
          head: ['总奖金', '每1,000,000张中奖张数', '中奖概率'],
          rows: [
            ['520倍', '5', '200,000分之1'],
            ['100倍', '40', '25,000分之1'],
            ['77倍', '100', '10,000分之1'],
            ['50倍', '500', '2,000分之1'],
            ['20倍', '4,000', '250分之1'],
            ['10倍', '15,000', '约66.7分之1'],
            ['5倍', '45,000', '约22.2分之1'],
            ['2倍', '130,000', '约7.7分之1'],
            ['1倍', '195,700', '约5.1分之1'],
          ],
        },
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '理论返还率（RTP）为95.00%：每项奖金乘以其中奖张数，合计为每1,000,000张彩票返还950,000倍彩票价格。这是长期平均值，不能预测某一段游戏的结果。',
          '中奖率：39.03%的彩票中奖（每1,000,000张中390,345张）。1倍奖金即返还彩票价格。',
          '最高奖金为彩票价格的520倍。',
        ],
      },
      {
        heading: '游戏功能',
        list: [
          '“全部刮开”先揭晓星号码，再逐只揭晓喜鹊，并标出所有对中的号码。',
          '“自动购买”以相同价格连续购买并揭晓10、25、50或100张彩票。点击“停止”、余额不足、单张彩票奖金超过您设定的上限或网络断开时即停止。',
          '鹊桥重逢：赢得520倍奖金时，喜鹊搭成鹊桥，牛郎与织女在画面中相会。动画不会改变奖金。',
        ],
      },
      {
        heading: '游戏中断与故障',
        paragraphs: [
          '彩票一经购买即保存在服务器上。若在完全揭晓前网络断开，您返回时同一张彩票会从中断处继续。购买后24小时仍未完成的彩票会自动揭晓，如有奖金则计入您的余额。',
          '若网络断开前购买尚未被受理，则没有买入彩票，余额不变。',
          '如遇故障，所有派奖及游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '鵲橋相會：遊戲規則',
    intro:
      '鵲橋相會是一款以七夕傳說為主題的對號碼刮刮樂。牛郎與織女被銀河分隔，每年只能在喜鵲搭成的橋上相會一次。刮開兩個星號碼和十隻喜鵲：凡是號碼與任一星號碼相同的喜鵲，即贏得牠所帶的獎金。',
    sections: [
      {
        heading: '如何購買彩券',
        paragraphs: [
          '使用「+」和「-」按鈕選擇每張彩券的價格，0.10至50.00（以帳戶貨幣計）。營運商可設定較小的範圍，目前適用的範圍會顯示在遊戲中。所有獎金皆以彩券價格的倍數計算。',
          '點擊「購買」即買入一張彩券，價格從餘額中扣除。可用手指或滑鼠刮開彩券，或點擊「全部刮開」一次揭曉全部內容。目前的彩券完全揭曉後才能購買下一張。',
        ],
      },
      {
        heading: '彩券內容及中獎方式',
        list: [
          '星號碼：夜空中有兩個1至30的號碼，一個在牛郎星下，一個在織女星下。兩個星號碼一定不同。',
          '喜鵲：十隻喜鵲飛過銀河，每隻喜鵲下藏有一個1至30的號碼和一項獎金。任何兩隻喜鵲的號碼都不相同。',
          '凡喜鵲的號碼與任一星號碼相同，即贏得該喜鵲下顯示的獎金。',
          '鵲橋：喜鵲下可能出現鵲橋圖案而非號碼，該喜鵲下的獎金自動贏得。',
          '一張彩券上贏得的所有獎金相加，總額必定是獎金表中的某一金額，於彩券完全揭曉時計入餘額。',
          '每張彩券的結果在購買時即由隨機數產生器（RNG）決定。刮開只是顯示結果，刮開的先後順序沒有影響。',
        ],
      },
      {
        heading: '獎金表',
        paragraphs: [
          '下表列出每種彩券總獎金，以及平均每1,000,000張彩券中獲得該獎金的張數。每張彩券都獨立產生，沒有固定的獎池，任何人贏得大獎都不會改變下一張彩券的機率。平均每1,000,000張中有609,655張未中獎。最高的兩項獎金呼應七夕故事：520諧音「我愛你」，77代表七月初七。',
        ],
        table: {
          caption: '每1,000,000張彩券的總獎金分布',
          head: ['總獎金', '每1,000,000張中獎張數', '中獎機率'],
          rows: [
            ['520倍', '5', '200,000分之1'],
            ['100倍', '40', '25,000分之1'],
            ['77倍', '100', '10,000分之1'],
            ['50倍', '500', '2,000分之1'],
            ['20倍', '4,000', '250分之1'],
            ['10倍', '15,000', '約66.7分之1'],
            ['5倍', '45,000', '約22.2分之1'],
            ['2倍', '130,000', '約7.7分之1'],
            ['1倍', '195,700', '約5.1分之1'],
          ],
        },
      },
      {
        heading: '返還率、中獎率與最高派彩',
        list: [
          '理論返還率（RTP）為95.00%：每項獎金乘以其中獎張數，合計為每1,000,000張彩券返還950,000倍彩券價格。這是長期平均值，無法預測某一段遊戲的結果。',
          '中獎率：39.03%的彩券中獎（每1,000,000張中有390,345張）。1倍獎金即返還彩券價格。',
          '最高派彩為彩券價格的520倍。',
        ],
      },
      {
        heading: '遊戲功能',
        list: [
          '「全部刮開」先揭曉星號碼，再逐隻揭曉喜鵲，並標示所有對中的號碼。',
          '「自動購買」以相同價格連續購買並揭曉10、25、50或100張彩券。點擊「停止」、餘額不足、單張彩券獎金超過您設定的上限或網路斷線時即停止。',
          '鵲橋重逢：贏得520倍獎金時，喜鵲搭成鵲橋，牛郎與織女在畫面中相會。動畫不會改變獎金。',
        ],
      },
      {
        heading: '遊戲中斷與故障',
        paragraphs: [
          '彩券一經購買即保存在伺服器上。若在完全揭曉前網路斷線，您返回時同一張彩券會從中斷處繼續。購買後24小時仍未完成的彩券會自動揭曉，如有獎金則計入您的餘額。',
          '若斷線前購買尚未被受理，則沒有買入彩券，餘額不變。',
          '如遇故障，所有派彩及遊戲均無效。',
        ],
      },
    ],
  },
};
