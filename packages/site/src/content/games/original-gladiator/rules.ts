import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Gladiator: game rules',
    intro:
      'Gladiator is a single-player card duel. Two gladiators, Red and Blue, each draw one card and the higher card wins the bout. You back a gladiator, or bet on how the first draw falls: a stand-off, matching suits, or both fighters drawing the very same card.',
    sections: [
      {
        heading: 'How to bet',
        list: [
          'Pick a chip value and place chips on one or more betting spots: Red, Blue, Stand-off, Same Suit and Twin Blades.',
          'Each spot takes from 0.10 to 500.00 CNY, and the total bet per bout is at most 2,000.00 CNY, or the equivalent set by the operator in other currencies.',
          'You may bet on Red and Blue in the same bout. Undo removes the last chip, Clear removes all chips, Rebet repeats the last bout\'s bets and Double doubles the chips on the table.',
          'Press Fight to start the bout. Bets cannot be changed after that.',
        ],
      },
      {
        heading: 'How a bout plays',
        list: [
          'Each gladiator has his own standard 52-card deck, shuffled before every draw. Red and Blue each draw one card face up.',
          'Cards rank from Ace (highest) down to 2. Suits have no rank.',
          'Stand-off, Same Suit and Twin Blades are settled on this first draw only.',
          'If one card is higher, that gladiator wins the bout and the Red and Blue bets are settled.',
          'If both cards have the same rank, the crowd calls for a rematch: both decks are reshuffled and each gladiator draws again, as many times as needed, until one card is higher. Only the Red and Blue bets carry on into the rematch, at no extra cost.',
        ],
      },
      {
        heading: 'Bets and payouts',
        paragraphs: [
          'Because each card comes from its own full deck, the two cards are independent: on the first draw the ranks match with probability 1/13, the suits with 1/4 and the whole card with 1/52. Rematches make Red and Blue exactly even. Payouts include the returned bet.',
        ],
        table: {
          caption: 'Bets, how they win, probability and payout',
          head: ['Bet', 'Wins when', 'Probability', 'Pays', 'RTP'],
          rows: [
            ['Red', 'Red wins the bout (after any rematches)', '50.00%', '1.94x', '97.00%'],
            ['Blue', 'Blue wins the bout (after any rematches)', '50.00%', '1.94x', '97.00%'],
            ['Stand-off', 'The first two cards have the same rank', '7.69% (1 in 13)', '12.61x', '97.00%'],
            ['Same Suit', 'The first two cards have the same suit', '25.00% (1 in 4)', '3.88x', '97.00%'],
            ['Twin Blades', 'The first two cards are identical in rank and suit', '1.92% (1 in 52)', '50.44x', '97.00%'],
          ],
        },
      },
      {
        heading: 'RTP, maximum win and hit rate',
        list: [
          'The theoretical RTP is 97.00% for every bet, so any mix of bets also returns 97.00%.',
          'The maximum win is 50.44x the total bet, when the whole bet is on Twin Blades and it wins. A Twin Blades draw is also a Stand-off and a Same Suit, but spreading the bet over several spots never pays more than 50.44x the total.',
          'The hit rate of a Red or Blue bet is 50.00%. The other hit rates are the probabilities in the table.',
          'RTP is a long-term average over a very large number of bouts.',
        ],
      },
      {
        heading: 'Autoplay and arena history',
        list: [
          'Autoplay repeats the current bets for 10, 25, 50 or 100 bouts. A loss limit is required; autoplay also stops when you press Stop, when your balance is below the total bet or when the connection is lost.',
          'The arena board shows the winner, the two cards and the number of rematches of the last 50 bouts. Earlier bouts do not affect later ones: every draw uses freshly shuffled decks.',
        ],
      },
      {
        heading: 'Random number generation',
        paragraphs: [
          'Every shuffle is made by the game server\'s certified random number generator. The fighting animation only shows the cards already drawn.',
        ],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'Once you press Fight and the server accepts the bets, the bout, including every rematch, is completed on the server even if your connection drops. Wins are credited to your balance and the bout is replayed for you when you return. Bets that did not reach the server are not taken.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '角斗士：游戏规则',
    intro:
      '角斗士是一款单人扑克对决游戏。红方和蓝方两名角斗士各抽一张牌，牌大者赢得本场对决。您可以押注其中一名角斗士，也可以押注第一次抽牌的结果：平局、同花色，或双方抽到完全相同的牌。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '选择筹码面额，将筹码放在一个或多个投注区：红方、蓝方、平局、同花色和双刃同牌。',
          '每个投注区的投注额为0.10至500.00元人民币，每场对决的总投注额最高为2,000.00元人民币，其他币种按运营商设定的等值金额计算。',
          '同一场对决可以同时押红方和蓝方。“撤销”移除最后一个筹码，“清除”移除全部筹码，“重复投注”沿用上一场的投注，“加倍”将桌上的筹码加倍。',
          '点击“开战”开始对决，此后不能再更改投注。',
        ],
      },
      {
        heading: '游戏流程',
        list: [
          '每名角斗士各有一副标准52张扑克牌，每次抽牌前都会重新洗牌。红方和蓝方各抽一张牌，牌面朝上。',
          '牌的大小从A（最大）到2（最小）排列，花色不分大小。',
          '平局、同花色和双刃同牌只按第一次抽牌的结果结算。',
          '若其中一张牌较大，该角斗士赢得本场对决，红方和蓝方投注随即结算。',
          '若两张牌点数相同，观众要求重赛：两副牌重新洗牌，双方再各抽一张，必要时重复多次，直到分出大小。只有红方和蓝方投注会延续到重赛，无需额外投注。',
        ],
      },
      {
        heading: '投注与派彩',
        paragraphs: [
          '由于两张牌各自来自一副完整的牌，两者相互独立：第一次抽牌时，点数相同的概率为1/13，花色相同的概率为1/4，整张牌相同的概率为1/52。重赛机制使红方和蓝方的胜率完全相等。派彩已包含本金。',
        ],
        table: {
          caption: '投注、获胜条件、概率与派彩',
          head: ['投注', '获胜条件', '概率', '派彩', '返还率'],
          rows: [
            ['红方', '红方赢得对决（含重赛）', '50.00%', '1.94倍', '97.00%'],
            ['蓝方', '蓝方赢得对决（含重赛）', '50.00%', '1.94倍', '97.00%'],
            ['平局', '第一次抽出的两张牌点数相同', '7.69%（1/13）', '12.61倍', '97.00%'],
            ['同花色', '第一次抽出的两张牌花色相同', '25.00%（1/4）', '3.88倍', '97.00%'],
            ['双刃同牌', '第一次抽出的两张牌点数和花色都相同', '1.92%（1/52）', '50.44倍', '97.00%'],
          ],
        },
      },
      {
        heading: '返还率、最高赢额与中奖率',
        list: [
          '每种投注的理论返还率（RTP）均为97.00%，因此任何投注组合的返还率也是97.00%。',
          '最高赢额为总投注额的50.44倍，即全部投注押在双刃同牌并获胜时。双刃同牌同时也是平局和同花色，但将投注分散到多个投注区，派彩绝不会超过总投注额的50.44倍。',
          '红方或蓝方投注的中奖率为50.00%，其他投注的中奖率即表中的概率。',
          '返还率是大量对决场数的长期平均值。',
        ],
      },
      {
        heading: '自动游戏与竞技场记录',
        list: [
          '自动游戏按当前投注重复进行10、25、50或100场对决。必须设定亏损上限；点击“停止”、余额低于总投注额或网络连接中断时，自动游戏也会停止。',
          '竞技场记录板显示最近50场对决的胜方、双方的牌和重赛次数。之前的对决不影响之后的对决：每次抽牌都使用重新洗好的牌。',
        ],
      },
      {
        heading: '随机数生成',
        paragraphs: ['每次洗牌均由游戏服务器经认证的随机数生成器完成。对决动画只是展示已经抽出的牌。'],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '点击“开战”且服务器接受投注后，即使网络连接中断，本场对决（包括所有重赛）也会在服务器上完成。赢得的金额会存入您的余额，返回游戏时会为您重播该场对决。未送达服务器的投注不会被扣除。',
          '如遇故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '角鬥士：遊戲規則',
    intro:
      '角鬥士是一款單人撲克對決遊戲。紅方與藍方兩名角鬥士各抽一張牌，牌大者贏得本場對決。您可以押注其中一名角鬥士，也可以押注第一次抽牌的結果：平手、同花色，或雙方抽到完全相同的牌。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '選擇籌碼面額，將籌碼放在一個或多個投注區：紅方、藍方、平手、同花色及雙刃同牌。',
          '每個投注區的投注額為人民幣0.10至500.00元，每場對決的總投注額最高為人民幣2,000.00元，其他幣別依營運商設定的等值金額計算。',
          '同一場對決可以同時押紅方與藍方。「復原」移除最後一個籌碼，「清除」移除所有籌碼，「重複投注」沿用上一場的投注，「加倍」將桌上的籌碼加倍。',
          '按下「開戰」開始對決，之後不能再更改投注。',
        ],
      },
      {
        heading: '遊戲流程',
        list: [
          '每名角鬥士各有一副標準52張撲克牌，每次抽牌前都會重新洗牌。紅方與藍方各抽一張牌，牌面朝上。',
          '牌的大小從A（最大）到2（最小）排列，花色不分大小。',
          '平手、同花色及雙刃同牌只依第一次抽牌的結果結算。',
          '若其中一張牌較大，該角鬥士贏得本場對決，紅方與藍方投注隨即結算。',
          '若兩張牌點數相同，觀眾要求重賽：兩副牌重新洗牌，雙方再各抽一張，必要時重複多次，直到分出大小。只有紅方與藍方投注會延續到重賽，無需額外投注。',
        ],
      },
      {
        heading: '投注與派彩',
        paragraphs: [
          '由於兩張牌各自來自一副完整的牌，兩者互相獨立：第一次抽牌時，點數相同的機率為1/13，花色相同的機率為1/4，整張牌相同的機率為1/52。重賽機制使紅方與藍方的勝率完全相等。派彩已包含本金。',
        ],
        table: {
          caption: '投注、獲勝條件、機率與派彩',
          head: ['投注', '獲勝條件', '機率', '派彩', '返還率'],
          rows: [
            ['紅方', '紅方贏得對決（含重賽）', '50.00%', '1.94倍', '97.00%'],
            ['藍方', '藍方贏得對決（含重賽）', '50.00%', '1.94倍', '97.00%'],
            ['平手', '第一次抽出的兩張牌點數相同', '7.69%（1/13）', '12.61倍', '97.00%'],
            ['同花色', '第一次抽出的兩張牌花色相同', '25.00%（1/4）', '3.88倍', '97.00%'],
            ['雙刃同牌', '第一次抽出的兩張牌點數與花色皆相同', '1.92%（1/52）', '50.44倍', '97.00%'],
          ],
        },
      },
      {
        heading: '返還率、最高贏額與中獎率',
        list: [
          '每種投注的理論返還率（RTP）皆為97.00%，因此任何投注組合的返還率也是97.00%。',
          '最高贏額為總投注額的50.44倍，即全部投注押在雙刃同牌並獲勝時。雙刃同牌同時也是平手與同花色，但將投注分散到多個投注區，派彩絕不會超過總投注額的50.44倍。',
          '紅方或藍方投注的中獎率為50.00%，其他投注的中獎率即表中的機率。',
          '返還率是大量對決場數的長期平均值。',
        ],
      },
      {
        heading: '自動遊戲與競技場紀錄',
        list: [
          '自動遊戲以目前投注重複進行10、25、50或100場對決。必須設定虧損上限；按下「停止」、餘額低於總投注額或網路連線中斷時，自動遊戲也會停止。',
          '競技場紀錄板顯示最近50場對決的勝方、雙方的牌及重賽次數。先前的對決不影響之後的對決：每次抽牌都使用重新洗好的牌。',
        ],
      },
      {
        heading: '隨機數產生',
        paragraphs: ['每次洗牌皆由遊戲伺服器經認證的隨機數產生器完成。對決動畫只是呈現已經抽出的牌。'],
      },
      {
        heading: '遊戲中斷',
        paragraphs: [
          '按下「開戰」且伺服器接受投注後，即使網路連線中斷，本場對決（包括所有重賽）也會在伺服器上完成。贏得的金額會存入您的餘額，返回遊戲時會為您重播該場對決。未送達伺服器的投注不會被扣除。',
          '如遇故障，所有派彩及遊戲均屬無效。',
        ],
      },
    ],
  },
};
