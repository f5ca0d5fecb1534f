import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Morra: game rules',
    intro:
      'Morra is a single-player betting game based on the ancient finger-counting game. Two hands, the Dragon hand and the Tiger hand, are thrown at the same moment, each showing from zero to five fingers. You bet on the total of the fingers or on how the two hands compare.',
    sections: [
      {
        heading: 'How to bet',
        list: [
          'Pick a chip and place it on any of the betting spots: the eleven exact totals from 0 to 10, Big, Small, Odd, Even, Pair, Dragon Higher and Tiger Higher.',
          'Each spot takes from 0.10 to 1,000.00 CNY and the total bet per round is at most 5,000.00 CNY, or the equivalent set by the operator in other currencies.',
          'You may cover as many spots as you like in one round. Undo, Clear, Rebet and Double work on the chips on the table.',
          'Press Throw to play the round. Bets cannot be changed after that.',
        ],
      },
      {
        heading: 'How a round plays',
        list: [
          'On the call, the Dragon hand and the Tiger hand are thrown at the same time.',
          'Each hand shows 0, 1, 2, 3, 4 or 5 fingers, every count equally likely and the two hands independent of each other. There are 36 equally likely combinations.',
          'The total is the sum of the fingers on both hands, from 0 to 10.',
          'Every bet is settled on this one throw. Winning bets are paid the bet times the multiplier in the tables; payouts include the returned bet. Losing bets are collected.',
        ],
      },
      {
        heading: 'Exact total bets',
        paragraphs: [
          'An exact total wins when the two hands add up to that number. Each payout is 0.95 × 36 ÷ the number of combinations that make the total.',
        ],
        table: {
          caption: 'Exact totals',
          head: ['Total', 'Combinations (of 36)', 'Probability', 'Pays'],
          rows: [
            ['0 or 10', '1', '2.78%', '34.2x'],
            ['1 or 9', '2', '5.56%', '17.1x'],
            ['2 or 8', '3', '8.33%', '11.4x'],
            ['3 or 7', '4', '11.11%', '8.55x'],
            ['4 or 6', '5', '13.89%', '6.84x'],
            ['5', '6', '16.67%', '5.7x'],
          ],
        },
      },
      {
        heading: 'Other bets',
        paragraphs: ['A total of 5 loses both Big and Small. When both hands show the same count, Dragon Higher and Tiger Higher both lose.'],
        table: {
          caption: 'Big, Small, Odd, Even, Pair and hand bets',
          head: ['Bet', 'Wins when', 'Combinations (of 36)', 'Probability', 'Pays'],
          rows: [
            ['Big', 'Total is 6 to 10', '15', '41.67%', '2.28x'],
            ['Small', 'Total is 0 to 4', '15', '41.67%', '2.28x'],
            ['Odd', 'Total is 1, 3, 5, 7 or 9', '18', '50.00%', '1.9x'],
            ['Even', 'Total is 0, 2, 4, 6, 8 or 10', '18', '50.00%', '1.9x'],
            ['Pair', 'Both hands show the same count', '6', '16.67%', '5.7x'],
            ['Dragon Higher', 'Dragon shows more fingers than Tiger', '15', '41.67%', '2.28x'],
            ['Tiger Higher', 'Tiger shows more fingers than Dragon', '15', '41.67%', '2.28x'],
          ],
        },
      },
      {
        heading: 'RTP, maximum win and hit rate',
        list: [
          'The theoretical RTP is 95.00% for every bet: for each one, the number of winning combinations times the payout is 34.2, and 34.2 ÷ 36 = 95.00%. Any mix of bets therefore also returns 95.00%.',
          'The maximum win is 34.2x the total bet, with the whole bet on an exact total of 0 or 10. Spreading the bet over several spots that win together never pays more than 34.2x the total.',
          'The hit rate of the Odd and Even bets is 50.00%. The hit rate of every other bet is its probability in the tables.',
          'RTP is a long-term average over a very large number of rounds.',
        ],
      },
      {
        heading: 'Trend board and autoplay',
        list: [
          'The trend board shows the last 60 throws: both hands, the total, Big or Small and Odd or Even. Earlier throws do not affect later ones.',
          'Autoplay repeats the current bets for 10, 25, 50 or 100 rounds. A loss limit is required; autoplay also stops when you press Stop, when your balance is below the total bet or when the connection is lost.',
        ],
      },
      {
        heading: 'Random number generation',
        paragraphs: ['The finger counts of both hands are drawn by the game server\'s certified random number generator when the bets are accepted. The animation only shows that result.'],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'If your connection drops after the server has accepted your bets, the round is completed on the server and any win is credited to your balance. The throw is shown again when you return and is recorded in your game history. Bets that did not reach the server are not taken.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '划拳：游戏规则',
    intro:
      '划拳是一款取材自古老猜拳游戏的单人投注游戏。龙手和虎手同时出拳，每只手伸出零至五根手指。您可以押注两只手的手指总数，或押注两只手之间的比较结果。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '选择筹码，放在任意投注区：0至10共十一个总数、大、小、单、双、对子、龙大和虎大。',
          '每个投注区的投注额为0.10至1,000.00元人民币，每局总投注额最高为5,000.00元人民币，其他币种按运营商设定的等值金额计算。',
          '一局中可以押注任意多个投注区。“撤销”“清除”“重复投注”和“加倍”按钮对桌上的筹码生效。',
          '点击“出拳”开始本局，此后不能再更改投注。',
        ],
      },
      {
        heading: '游戏流程',
        list: [
          '一声令下，龙手和虎手同时出拳。',
          '每只手伸出0、1、2、3、4或5根手指，每种手指数的概率相等，两只手互不影响，共有36种概率相等的组合。',
          '总数为两只手的手指数之和，范围为0至10。',
          '所有投注都按这一次出拳结算。获胜的投注按表中倍数派彩，派彩已包含本金；未中的投注则被收取。',
        ],
      },
      {
        heading: '总数投注',
        paragraphs: ['两只手的手指数加起来等于所押总数即为获胜。每个总数的派彩为0.95 × 36 ÷ 组成该总数的组合数。'],
        table: {
          caption: '总数',
          head: ['总数', '组合数（共36种）', '概率', '派彩'],
          rows: [
            ['0或10', '1', '2.78%', '34.2倍'],
            ['1或9', '2', '5.56%', '17.1倍'],
            ['2或8', '3', '8.33%', '11.4倍'],
            ['3或7', '4', '11.11%', '8.55倍'],
            ['4或6', '5', '13.89%', '6.84倍'],
            ['5', '6', '16.67%', '5.7倍'],
          ],
        },
      },
      {
        heading: '其他投注',
        paragraphs: ['总数为5时，“大”和“小”均输。两只手手指数相同时，“龙大”和“虎大”均输。'],
        table: {
          caption: '大、小、单、双、对子及龙虎投注',
          head: ['投注', '获胜条件', '组合数（共36种）', '概率', '派彩'],
          rows: [
            ['大', '总数为6至10', '15', '41.67%', '2.28倍'],
            ['小', '总数为0至4', '15', '41.67%', '2.28倍'],
            ['单', '总数为1、3、5、7或9', '18', '50.00%', '1.9倍'],
            ['双', '总数为0、2、4、6、8或10', '18', '50.00%', '1.9倍'],
            ['对子', '两只手的手指数相同', '6', '16.67%', '5.7倍'],
            ['龙大', '龙手的手指比虎手多', '15', '41.67%', '2.28倍'],
            ['虎大', '虎手的手指比龙手多', '15', '41.67%', '2.28倍'],
          ],
        },
      },
      {
        heading: '返还率、最高赢额与中奖率',
        list: [
          '每种投注的理论返还率（RTP）均为95.00%：每种投注的获胜组合数乘以派彩都等于34.2，而34.2 ÷ 36 = 95.00%。因此任何投注组合的返还率也是95.00%。',
          '最高赢额为总投注额的34.2倍，即全部投注押在总数0或10并获胜时。将投注分散到多个同时获胜的投注区，派彩绝不会超过总投注额的34.2倍。',
          '单、双投注的中奖率为50.00%，其他投注的中奖率即表中的概率。',
          '返还率是大量游戏局数的长期平均值。',
        ],
      },
      {
        heading: '走势图与自动游戏',
        list: [
          '走势图显示最近60次出拳：两只手的手指数、总数、大小和单双。之前的出拳不影响之后的出拳。',
          '自动游戏按当前投注重复进行10、25、50或100局。必须设定亏损上限；点击“停止”、余额低于总投注额或网络连接中断时，自动游戏也会停止。',
        ],
      },
      {
        heading: '随机数生成',
        paragraphs: ['两只手的手指数在投注被接受时，由游戏服务器经认证的随机数生成器抽出。动画只是展示这一结果。'],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '如果服务器接受投注后网络连接中断，本局会在服务器上完成，赢得的金额会存入您的余额。返回游戏时会再次显示该次出拳，结果记录在游戏记录中。未送达服务器的投注不会被扣除。',
          '如遇故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '划拳：遊戲規則',
    intro:
      '划拳是一款取材自古老猜拳遊戲的單人投注遊戲。龍手與虎手同時出拳，每隻手伸出零至五根手指。您可以押注兩隻手的手指總數，或押注兩隻手之間的比較結果。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '選擇籌碼，放在任意投注區：0至10共十一個總數、大、小、單、雙、對子、龍大及虎大。',
          '每個投注區的投注額為人民幣0.10至1,000.00元，每局總投注額最高為人民幣5,000.00元，其他幣別依營運商設定的等值金額計算。',
          '一局中可以押注任意多個投注區。「復原」「清除」「重複投注」與「加倍」按鈕對桌上的籌碼生效。',
          '按下「出拳」開始本局，之後不能再更改投注。',
        ],
      },
      {
        heading: '遊戲流程',
        list: [
          '一聲令下，龍手與虎手同時出拳。',
          '每隻手伸出0、1、2、3、4或5根手指，每種手指數的機率相等，兩隻手互不影響，共有36種機率相等的組合。',
          '總數為兩隻手的手指數之和，範圍為0至10。',
          '所有投注都依這一次出拳結算。獲勝的投注依表中倍數派彩，派彩已包含本金；未中的投注則被收取。',
        ],
      },
      {
        heading: '總數投注',
        paragraphs: ['兩隻手的手指數加起來等於所押總數即為獲勝。每個總數的派彩為0.95 × 36 ÷ 組成該總數的組合數。'],
        table: {
          caption: '總數',
          head: ['總數', '組合數（共36種）', '機率', '派彩'],
          rows: [
            ['0或10', '1', '2.78%', '34.2倍'],
            ['1或9', '2', '5.56%', '17.1倍'],
            ['2或8', '3', '8.33%', '11.4倍'],
            ['3或7', '4', '11.11%', '8.55倍'],
            ['4或6', '5', '13.89%', '6.84倍'],
            ['5', '6', '16.67%', '5.7倍'],
          ],
        },
      },
      {
        heading: '其他投注',
        paragraphs: ['總數為5時，「大」與「小」皆輸。兩隻手手指數相同時，「龍大」與「虎大」皆輸。'],
        table: {
          caption: '大、小、單、雙、對子及龍虎投注',
          head: ['投注', '獲勝條件', '組合數（共36種）', '機率', '派彩'],
          rows: [
            ['大', '總數為6至10', '15', '41.67%', '2.28倍'],
            ['小', '總數為0至4', '15', '41.67%', '2.28倍'],
            ['單', '總數為1、3、5、7或9', '18', '50.00%', '1.9倍'],
            ['雙', '總數為0、2、4、6、8或10', '18', '50.00%', '1.9倍'],
            ['對子', '兩隻手的手指數相同', '6', '16.67%', '5.7倍'],
            ['龍大', '龍手的手指比虎手多', '15', '41.67%', '2.28倍'],
            ['虎大', '虎手的手指比龍手多', '15', '41.67%', '2.28倍'],
          ],
        },
      },
      {
        heading: '返還率、最高贏額與中獎率',
        list: [
          '每種投注的理論返還率（RTP）皆為95.00%：每種投注的獲勝組合數乘以派彩都等於34.2，而34.2 ÷ 36 = 95.00%。因此任何投注組合的返還率也是95.00%。',
          '最高贏額為總投注額的34.2倍，即全部投注押在總數0或10並獲勝時。將投注分散到多個同時獲勝的投注區，派彩絕不會超過總投注額的34.2倍。',
          '單、雙投注的中獎率為50.00%，其他投注的中獎率即表中的機率。',
          '返還率是大量遊戲局數的長期平均值。',
        ],
      },
      {
        heading: '走勢圖與自動遊戲',
        list: [
          '走勢圖顯示最近60次出拳：兩隻手的手指數、總數、大小及單雙。先前的出拳不影響之後的出拳。',
          '自動遊戲以目前投注重複進行10、25、50或100局。必須設定虧損上限；按下「停止」、餘額低於總投注額或網路連線中斷時，自動遊戲也會停止。',
        ],
      },
      {
        heading: '隨機數產生',
        paragraphs: ['兩隻手的手指數在投注被接受時，由遊戲伺服器經認證的隨機數產生器抽出。動畫只是呈現這一結果。'],
      },
      {
        heading: '遊戲中斷',
        paragraphs: [
          '若伺服器接受投注後網路連線中斷，本局會在伺服器上完成，贏得的金額會存入您的餘額。返回遊戲時會再次顯示該次出拳，結果記錄在遊戲紀錄中。未送達伺服器的投注不會被扣除。',
          '如遇故障，所有派彩及遊戲均屬無效。',
        ],
      },
    ],
  },
};
