import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Tiger vs Lion: game rules',
    intro:
      'Tiger vs Lion is a duel scratch card. Before you buy, you pick a champion: the Tiger of the eastern mountains or the Lion of the western plains. Each ticket stages three duels of strength. Every duel your champion wins pays its prize, and a clean sweep of all three crowns your champion King of the Beasts.',
    sections: [
      {
        heading: 'How to buy a ticket',
        paragraphs: [
          'Pick your champion by tapping the Tiger or the Lion. The Tiger is selected when you first open the game, and your choice stays until you change it between tickets.',
          'Choose the ticket price with the + and - buttons, from 0.10 to 100.00 in your account currency. The operator may set a narrower range; the range in force is shown in the game. All prizes are multiples of the ticket price.',
          'Press Buy to purchase a ticket with your champion; the price is deducted from your balance. Scratch the duels or press Reveal All. A new ticket can be bought when the current one is fully revealed.',
        ],
      },
      {
        heading: 'How the duels are decided',
        list: [
          'The ticket has three arenas from left to right: Duel 1 with a prize of 1x, Duel 2 with a prize of 2x and the Final with a prize of 10x.',
          'In each arena you scratch two power stones, one for the Tiger and one for the Lion. Each shows a power from 1 to 99, and the two powers in an arena are never equal.',
          'Your champion wins a duel when its power is higher than its rival\'s. Each duel won pays its prize, and the prizes of all duels won are added together.',
          'King of the Beasts: if your champion wins all three duels, the ticket pays 500x instead of the 13x the three prizes would add up to.',
          'The ticket is created by the random number generator (RNG) at the moment of purchase, after your champion is chosen. The Tiger and the Lion have exactly the same chances, so your choice does not change the odds. Scratching only reveals the result, which is credited when the ticket is fully revealed.',
        ],
      },
      {
        heading: 'Prize table',
        paragraphs: [
          'The table shows every winning combination of duels, its total prize and how many tickets win it on average in every 1,000,000 tickets. Tickets are drawn independently, so there is no fixed pool. On average 632,780 tickets in 1,000,000 lose all three duels and win nothing.',
        ],
        table: {
          caption: 'Duels won and total prizes per 1,000,000 tickets',
          head: ['Duels won', 'Total prize', 'Winning tickets per 1,000,000', 'Odds'],
          rows: [
            ['All three: King of the Beasts', '500x', '20', '1 in 50,000'],
            ['Duel 2 and Final', '12x', '5,000', '1 in 200'],
            ['Duel 1 and Final', '11x', '6,000', '1 in 166.7'],
            ['Final only', '10x', '26,200', '1 in 38.2'],
            ['Duel 1 and Duel 2', '3x', '60,000', '1 in 16.7'],
            ['Duel 2 only', '2x', '110,000', '1 in 9.1'],
            ['Duel 1 only', '1x', '160,000', '1 in 6.25'],
          ],
        },
      },
      {
        heading: 'RTP, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 95.80% for either champion: the prizes times their numbers of winning tickets add up to 958,000 ticket prices per 1,000,000 tickets. It is a long-term average, not a prediction for a session.',
          'Hit rate: 36.72% of tickets win at least one duel (367,220 in 1,000,000). Winning Duel 1 alone returns the ticket price.',
          'The maximum win is 500x the ticket price, for King of the Beasts.',
        ],
      },
      {
        heading: 'Features',
        list: [
          'Roar Reveal: press and hold an arena to uncover both power stones at once, with your champion\'s roar when it wins.',
          'Reveal All opens Duel 1, Duel 2 and the Final in that order.',
          'Auto Buy buys and reveals 10, 25, 50 or 100 tickets with the same champion and price. It stops when you press Stop, when your balance is too low, when a ticket wins more than the limit you set, or when the connection is lost.',
        ],
      },
      {
        heading: 'Interruptions and malfunction',
        paragraphs: [
          'A ticket and the champion chosen for it are saved on the server when the ticket is bought. If the connection drops before all three duels are revealed, the ticket opens again at the same point when you return, with the same champion. A ticket still unfinished 24 hours after purchase is revealed automatically and its prize, if any, is credited to your balance.',
          'If the purchase was not accepted before the connection dropped, no ticket was bought and your balance is unchanged.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '虎狮争霸：游戏规则',
    intro:
      '虎狮争霸是一款对决型刮刮乐。购买前先选择一位王者：东方山林的老虎，或西方草原的狮子。每张彩票有三场力量对决，您的王者每赢一场即获得该场奖金；三场全胜，您的王者将被封为百兽之王。',
    sections: [
      {
        heading: '如何购买彩票',
        paragraphs: [
          '点击老虎或狮子选择您的王者。首次打开游戏时默认选择老虎，您的选择会一直保留，直至您在两张彩票之间更改。',
          '使用“+”和“-”按钮选择每张彩票的价格，0.10至100.00（以账户货币计）。运营商可设定更小的范围，当前适用的范围显示在游戏中。所有奖金均以彩票价格的倍数计算。',
          '点击“购买”即以所选王者买入一张彩票，价格从余额中扣除。可刮开各场对决或点击“全部刮开”。当前彩票完全揭晓后才能购买下一张。',
        ],
      },
      {
        heading: '对决胜负',
        list: [
          '彩票从左到右有三个擂台：第一场奖金1倍，第二场奖金2倍，决赛奖金10倍。',
          '每个擂台上要刮开两块力量石，一块属于老虎，一块属于狮子，各显示1至99的力量值。同一擂台上两者的力量值绝不相同。',
          '您的王者力量值高于对手即赢得该场对决。每赢一场即获得该场奖金，所赢各场的奖金相加。',
          '百兽之王：若您的王者三场全胜，彩票派发500倍，而不是三场奖金相加的13倍。',
          '彩票在购买时、即您选定王者之后，由随机数生成器（RNG）产生。老虎和狮子的胜率完全相同，因此您的选择不会改变概率。刮开只是揭晓结果，彩票完全揭晓后奖金计入余额。',
        ],
      },
      {
        heading: '奖金表',
        paragraphs: [
          '下表列出每种中奖的对决组合、总奖金，以及平均每1,000,000张彩票中获得该奖金的张数。每张彩票都独立产生，没有固定奖池。平均每1,000,000张中有632,780张三场皆负，不中奖。',
        ],
        table: {
          caption: '每1,000,000张彩票的对决结果及总奖金',
          head: ['赢得的对决', '总奖金', '每1,000,000张中奖张数', '中奖概率'],
          rows: [
            ['三场全胜：百兽之王', '500倍', '20', '50,000分之1'],
            ['第二场及决赛', '12倍', '5,000', '200分之1'],
            ['第一场及决赛', '11倍', '6,000', '约166.7分之1'],
            ['只赢决赛', '10倍', '26,200', '约38.2分之1'],
            ['第一场及第二场', '3倍', '60,000', '约16.7分之1'],
            ['只赢第二场', '2倍', '110,000', '约9.1分之1'],
            ['只赢第一场', '1倍', '160,000', '6.25分之1'],
          ],
        },
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '无论选择哪位王者，理论返还率（RTP）均为95.80%：各项奖金乘以其中奖张数，合计为每1,000,000张彩票返还958,000倍彩票价格。这是长期平均值，不能预测某一段游戏的结果。',
          '中奖率：36.72%的彩票至少赢得一场对决（每1,000,000张中367,220张）。只赢第一场即返还彩票价格。',
          '最高奖金为彩票价格的500倍，即百兽之王。',
        ],
      },
      {
        heading: '游戏功能',
        list: [
          '怒吼揭晓：按住擂台即可同时揭开两块力量石，您的王者获胜时会发出怒吼。',
          '“全部刮开”按第一场、第二场、决赛的顺序揭晓。',
          '“自动购买”以相同的王者和价格连续购买并揭晓10、25、50或100张彩票。点击“停止”、余额不足、单张彩票奖金超过您设定的上限或网络断开时即停止。',
        ],
      },
      {
        heading: '游戏中断与故障',
        paragraphs: [
          '彩票及为其选定的王者在购买时即保存在服务器上。若在三场对决全部揭晓前网络断开，您返回时彩票会以相同的王者从中断处重新打开。购买后24小时仍未完成的彩票会自动揭晓，如有奖金则计入您的余额。',
          '若网络断开前购买尚未被受理，则没有买入彩票，余额不变。',
          '如遇故障，所有派奖及游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '虎獅爭霸：遊戲規則',
    intro:
      '虎獅爭霸是一款對決型刮刮樂。購買前先選擇一位王者：東方山林的老虎，或西方草原的獅子。每張彩券有三場力量對決，您的王者每贏一場即獲得該場獎金；三場全勝，您的王者將被封為百獸之王。',
    sections: [
      {
        heading: '如何購買彩券',
        paragraphs: [
          '點擊老虎或獅子選擇您的王者。首次開啟遊戲時預設選擇老虎，您的選擇會一直保留，直到您在兩張彩券之間變更。',
          '使用「+」和「-」按鈕選擇每張彩券的價格，0.10至100.00（以帳戶貨幣計）。營運商可設定較小的範圍，目前適用的範圍會顯示在遊戲中。所有獎金皆以彩券價格的倍數計算。',
          '點擊「購買」即以所選王者買入一張彩券，價格從餘額中扣除。可刮開各場對決或點擊「全部刮開」。目前的彩券完全揭曉後才能購買下一張。',
        ],
      },
      {
        heading: '對決勝負',
        list: [
          '彩券由左至右有三個擂台：第一場獎金1倍，第二場獎金2倍，決賽獎金10倍。',
          '每個擂台上要刮開兩塊力量石，一塊屬於老虎，一塊屬於獅子，各顯示1至99的力量值。同一擂台上兩者的力量值絕不相同。',
          '您的王者力量值高於對手即贏得該場對決。每贏一場即獲得該場獎金，所贏各場的獎金相加。',
          '百獸之王：若您的王者三場全勝，彩券派彩500倍，而非三場獎金相加的13倍。',
          '彩券在購買時、也就是您選定王者之後，由隨機數產生器（RNG）產生。老虎和獅子的勝率完全相同，因此您的選擇不會改變機率。刮開只是揭曉結果，彩券完全揭曉後獎金計入餘額。',
        ],
      },
      {
        heading: '獎金表',
        paragraphs: [
          '下表列出每種中獎的對決組合、總獎金，以及平均每1,000,000張彩券中獲得該獎金的張數。每張彩券都獨立產生，沒有固定獎池。平均每1,000,000張中有632,780張三場皆負，未中獎。',
        ],
        table: {
          caption: '每1,000,000張彩券的對決結果及總獎金',
          head: ['贏得的對決', '總獎金', '每1,000,000張中獎張數', '中獎機率'],
          rows: [
            ['三場全勝：百獸之王', '500倍', '20', '50,000分之1'],
            ['第二場及決賽', '12倍', '5,000', '200分之1'],
            ['第一場及決賽', '11倍', '6,000', '約166.7分之1'],
            ['只贏決賽', '10倍', '26,200', '約38.2分之1'],
            ['第一場及第二場', '3倍', '60,000', '約16.7分之1'],
            ['只贏第二場', '2倍', '110,000', '約9.1分之1'],
            ['只贏第一場', '1倍', '160,000', '6.25分之1'],
          ],
        },
      },
      {
        heading: '返還率、中獎率與最高派彩',
        list: [
          '無論選擇哪位王者，理論返還率（RTP）皆為95.80%：各項獎金乘以其中獎張數，合計為每1,000,000張彩券返還958,000倍彩券價格。這是長期平均值，無法預測某一段遊戲的結果。',
          '中獎率：36.72%的彩券至少贏得一場對決（每1,000,000張中有367,220張）。只贏第一場即返還彩券價格。',
          '最高派彩為彩券價格的500倍，即百獸之王。',
        ],
      },
      {
        heading: '遊戲功能',
        list: [
          '怒吼揭曉：按住擂台即可同時揭開兩塊力量石，您的王者獲勝時會發出怒吼。',
          '「全部刮開」依第一場、第二場、決賽的順序揭曉。',
          '「自動購買」以相同的王者和價格連續購買並揭曉10、25、50或100張彩券。點擊「停止」、餘額不足、單張彩券獎金超過您設定的上限或網路斷線時即停止。',
        ],
      },
      {
        heading: '遊戲中斷與故障',
        paragraphs: [
          '彩券及為其選定的王者在購買時即保存在伺服器上。若在三場對決全部揭曉前網路斷線，您返回時彩券會以相同的王者從中斷處重新開啟。購買後24小時仍未完成的彩券會自動揭曉，如有獎金則計入您的餘額。',
          '若斷線前購買尚未被受理，則沒有買入彩券，餘額不變。',
          '如遇故障，所有派彩及遊戲均無效。',
        ],
      },
    ],
  },
};
