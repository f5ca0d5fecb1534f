import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Temple Fortune: game rules',
    intro:
      'Temple Fortune is a single-player draw game modelled on fortune-stick divination at a temple. A bamboo cylinder holds 100 numbered sticks; you shake it until one stick falls out, and the grade written on that stick decides your payout. After a win you may throw the moon blocks to ask the gods to double it.',
    sections: [
      {
        heading: 'How to bet',
        list: [
          'The bet per draw is from 0.10 to 1,000.00 CNY, or the equivalent set by the operator in other currencies.',
          'Choose the bet with the coin selector or the + and − buttons.',
          'There are no other choices before a draw. Whether to throw the moon blocks is decided after a win.',
        ],
      },
      {
        heading: 'How a draw plays',
        list: [
          'Press Shake. The bet is taken from your balance.',
          'One of the 100 sticks falls from the cylinder. Every stick is equally likely, and all 100 sticks are back in the cylinder for the next draw.',
          'The stick shows its number, its grade and a short verse. The verse is for entertainment only; only the grade decides the payout.',
          'A Poor Fortune stick ends the draw with no payout. Any other grade pays the bet times the multiplier in the table.',
          'After a win, choose Collect to add the win to your balance, or Throw Moon Blocks to gamble it (see below).',
        ],
      },
      {
        heading: 'Stick grades and payouts',
        paragraphs: ['Payouts include the returned bet. The last column is each grade\'s share of the RTP.'],
        table: {
          caption: 'The 100 fortune sticks',
          head: ['Grade', 'Sticks', 'Probability', 'Pays', 'RTP contribution'],
          rows: [
            ['Supreme Fortune', '1', '1.00%', '25x', '25.00%'],
            ['Great Fortune', '4', '4.00%', '5x', '20.00%'],
            ['Good Fortune', '10', '10.00%', '2x', '20.00%'],
            ['Small Fortune', '28', '28.00%', '1.1x', '30.80%'],
            ['Poor Fortune', '57', '57.00%', '0x', '0.00%'],
            ['Total', '100', '100.00%', '', '95.80%'],
          ],
        },
      },
      {
        heading: 'Moon Blocks',
        list: [
          'After any winning stick you may throw the two crescent-shaped moon blocks, up to 3 times in a row.',
          'Each block lands flat side up or round side up with equal chance. One of each is a Sacred Answer (50%): the win is doubled. Two flat sides (a Laughing Answer, 25%) or two round sides (an Angry Answer, 25%) lose the win, and the draw ends with no payout.',
          'After a Sacred Answer you may Collect or throw again. After the third Sacred Answer the win is collected automatically.',
          'The gamble returns exactly what it risks on average (RTP 100% on the amount gambled), so it does not change the game\'s RTP.',
        ],
      },
      {
        heading: 'RTP, maximum win and hit rate',
        list: [
          'The theoretical RTP is 95.80%, whether or not you use the Moon Blocks.',
          'The maximum win is 200x the bet: a Supreme Fortune stick (25x) doubled by three Sacred Answers in a row.',
          'The hit rate is 43.00%: 43 of the 100 sticks pay. Moon Block throws that lose make the share of winning draws lower for players who gamble.',
          'RTP is a long-term average over a very large number of draws.',
        ],
      },
      {
        heading: 'Autoplay',
        list: [
          'Autoplay makes 10, 20, 50 or 100 draws at the current bet. A loss limit is required.',
          'Wins in autoplay are always collected; the Moon Blocks are not offered.',
          'Autoplay stops at the loss limit, on a Supreme Fortune stick, when you press Stop, when your balance is below the bet or when the connection is lost.',
        ],
      },
      {
        heading: 'Random number generation',
        paragraphs: [
          'The stick and every moon block throw are drawn by the game server\'s certified random number generator. The shaking animation does not affect the result.',
        ],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'If your connection drops after you press Shake, the draw is completed on the server. If a winning draw is waiting for your choice between Collect and Throw Moon Blocks, the win is collected for you; a throw you had already started is completed and its result applied. Results are shown when you return and are recorded in your game history.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '灵签求财：游戏规则',
    intro:
      '灵签求财是一款单人抽签游戏，取材自寺庙求签。竹制签筒里有100支编号灵签，您摇动签筒直到掉出一支，签上的签等决定派彩。获胜后，您可以掷筊请示神明，让赢额翻倍。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '每次求签的投注额为0.10至1,000.00元人民币，其他币种按运营商设定的等值金额计算。',
          '通过硬币选择器或“+”“−”按钮选择投注额。',
          '求签前无需作其他选择。是否掷筊在获胜后再决定。',
        ],
      },
      {
        heading: '游戏流程',
        list: [
          '点击“摇签”。投注额从余额中扣除。',
          '签筒中掉出100支签中的一支。每支签的概率均相等，下一次求签时100支签全部放回签筒。',
          '签上显示签号、签等和一首签诗。签诗仅供娱乐，派彩只由签等决定。',
          '抽到下签则本次无派彩。其他签等按下表派发投注额乘以相应倍数。',
          '获胜后，可选择“收下”将赢额存入余额，或选择“掷筊”以赢额进行博取（见下文）。',
        ],
      },
      {
        heading: '签等与派彩',
        paragraphs: ['派彩已包含本金。最后一栏为各签等在返还率中所占的份额。'],
        table: {
          caption: '100支灵签',
          head: ['签等', '支数', '概率', '派彩', '返还率贡献'],
          rows: [
            ['上上签', '1', '1.00%', '25倍', '25.00%'],
            ['上签', '4', '4.00%', '5倍', '20.00%'],
            ['中签', '10', '10.00%', '2倍', '20.00%'],
            ['小吉签', '28', '28.00%', '1.1倍', '30.80%'],
            ['下签', '57', '57.00%', '0倍', '0.00%'],
            ['合计', '100', '100.00%', '', '95.80%'],
          ],
        },
      },
      {
        heading: '掷筊',
        list: [
          '每次抽到有派彩的签后，您可以投掷两块新月形的筊杯，最多连续3次。',
          '每块筊杯平面朝上或凸面朝上的概率相等。一平一凸为圣筊（50%），赢额翻倍；两块都平面朝上为笑筊（25%），两块都凸面朝上为阴筊（25%），两者都会输掉赢额，本次求签无派彩。',
          '掷出圣筊后，可选择收下或再掷一次。连续第三次掷出圣筊后，赢额自动收下。',
          '掷筊的平均返还正好等于所押金额（押注部分的返还率为100%），因此不会改变游戏的返还率。',
        ],
      },
      {
        heading: '返还率、最高赢额与中奖率',
        list: [
          '无论是否掷筊，理论返还率（RTP）均为95.80%。',
          '最高赢额为投注额的200倍：抽到上上签（25倍），再连续掷出三次圣筊。',
          '中奖率为43.00%：100支签中有43支有派彩。掷筊失败会使经常掷筊的玩家获胜局数的比例降低。',
          '返还率是大量求签次数的长期平均值。',
        ],
      },
      {
        heading: '自动游戏',
        list: [
          '自动游戏按当前投注额求签10、20、50或100次。必须设定亏损上限。',
          '自动游戏中的赢额一律自动收下，不提供掷筊。',
          '达到亏损上限、抽到上上签、点击“停止”、余额低于投注额或网络连接中断时，自动游戏停止。',
        ],
      },
      {
        heading: '随机数生成',
        paragraphs: ['抽出的签和每次掷筊的结果均由游戏服务器经认证的随机数生成器产生。摇签动画不影响结果。'],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '如果点击“摇签”后网络连接中断，本次求签会在服务器上完成。若获胜后正在等待您选择“收下”或“掷筊”，系统会替您收下赢额；已经开始的掷筊会完成并按其结果处理。返回游戏时会显示结果，所有结果均记录在游戏记录中。',
          '如遇故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '靈籤求財：遊戲規則',
    intro:
      '靈籤求財是一款單人抽籤遊戲，取材自廟宇求籤。竹製籤筒裡有100支編號靈籤，您搖動籤筒直到掉出一支，籤上的籤等決定派彩。獲勝後，您可以擲筊請示神明，讓贏額加倍。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '每次求籤的投注額為人民幣0.10至1,000.00元，其他幣別依營運商設定的等值金額計算。',
          '透過硬幣選擇器或「+」「−」按鈕選擇投注額。',
          '求籤前不需做其他選擇。是否擲筊於獲勝後再決定。',
        ],
      },
      {
        heading: '遊戲流程',
        list: [
          '按下「搖籤」。投注額從餘額中扣除。',
          '籤筒中掉出100支籤中的一支。每支籤的機率皆相等，下一次求籤時100支籤全數放回籤筒。',
          '籤上顯示籤號、籤等及一首籤詩。籤詩僅供娛樂，派彩只由籤等決定。',
          '抽到下籤則本次無派彩。其他籤等依下表派發投注額乘以相應倍數。',
          '獲勝後，可選擇「收下」將贏額存入餘額，或選擇「擲筊」以贏額進行博取（見下文）。',
        ],
      },
      {
        heading: '籤等與派彩',
        paragraphs: ['派彩已包含本金。最後一欄為各籤等在返還率中所佔的比例。'],
        table: {
          caption: '100支靈籤',
          head: ['籤等', '支數', '機率', '派彩', '返還率貢獻'],
          rows: [
            ['上上籤', '1', '1.00%', '25倍', '25.00%'],
            ['上籤', '4', '4.00%', '5倍', '20.00%'],
            ['中籤', '10', '10.00%', '2倍', '20.00%'],
            ['小吉籤', '28', '28.00%', '1.1倍', '30.80%'],
            ['下籤', '57', '57.00%', '0倍', '0.00%'],
            ['合計', '100', '100.00%', '', '95.80%'],
          ],
        },
      },
      {
        heading: '擲筊',
        list: [
          '每次抽到有派彩的籤後，您可以擲出兩塊新月形的筊杯，最多連續3次。',
          '每塊筊杯平面朝上或凸面朝上的機率相等。一平一凸為聖筊（50%），贏額加倍；兩塊皆平面朝上為笑筊（25%），兩塊皆凸面朝上為陰筊（25%），兩者皆會輸掉贏額，本次求籤無派彩。',
          '擲出聖筊後，可選擇收下或再擲一次。連續第三次擲出聖筊後，贏額自動收下。',
          '擲筊的平均返還正好等於所押金額（押注部分的返還率為100%），因此不會改變遊戲的返還率。',
        ],
      },
      {
        heading: '返還率、最高贏額與中獎率',
        list: [
          '無論是否擲筊，理論返還率（RTP）皆為95.80%。',
          '最高贏額為投注額的200倍：抽到上上籤（25倍），再連續擲出三次聖筊。',
          '中獎率為43.00%：100支籤中有43支有派彩。擲筊失敗會使常擲筊的玩家獲勝局數的比例降低。',
          '返還率是大量求籤次數的長期平均值。',
        ],
      },
      {
        heading: '自動遊戲',
        list: [
          '自動遊戲以目前投注額求籤10、20、50或100次。必須設定虧損上限。',
          '自動遊戲中的贏額一律自動收下，不提供擲筊。',
          '達到虧損上限、抽到上上籤、按下「停止」、餘額低於投注額或網路連線中斷時，自動遊戲即停止。',
        ],
      },
      {
        heading: '隨機數產生',
        paragraphs: ['抽出的籤及每次擲筊的結果，皆由遊戲伺服器經認證的隨機數產生器產生。搖籤動畫不影響結果。'],
      },
      {
        heading: '遊戲中斷',
        paragraphs: [
          '若按下「搖籤」後網路連線中斷，本次求籤會在伺服器上完成。若獲勝後正在等待您選擇「收下」或「擲筊」，系統會替您收下贏額；已經開始的擲筊會完成並依其結果處理。返回遊戲時會顯示結果，所有結果皆記錄在遊戲紀錄中。',
          '如遇故障，所有派彩及遊戲均屬無效。',
        ],
      },
    ],
  },
};
