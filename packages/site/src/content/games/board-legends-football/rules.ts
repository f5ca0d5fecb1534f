import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Legends Football: game rules',
    intro:
      'Legends Football is a football board game played with one die. Your team attacks along a pitch of 24 squares. Each round gives you five rolls to get the ball past four defenders, or onto the Legend square for an instant strike, and you are paid for the number of goals scored.',
    sections: [
      {
        heading: 'How to bet',
        paragraphs: [
          'Choose your bet with the + and - buttons or the bet list, from 0.20 to 100.00 per round in your account currency. The operator may set a narrower range; the range in force is shown in the game.',
          'Before the round you can pick which of the four Legends leads your attack: the Striker, the Winger, the Playmaker or the Captain. The choice changes the player on the pitch and the celebrations only; it does not change the odds or the pays.',
          'Press Kick Off to place the bet. It is deducted from your balance and the round starts.',
        ],
      },
      {
        heading: 'The pitch',
        list: [
          'The ball starts on the kick-off spot, square 0. The goal line is square 24.',
          'Defenders stand on squares 4, 8, 14 and 20.',
          'The Legend square is square 6, just inside the opposition half.',
          'All other squares are open play.',
        ],
      },
      {
        heading: 'How a round plays',
        list: [
          'A round has exactly five moves. For each move the random number generator (RNG) rolls one six-sided die; each number from 1 to 6 has the same chance of 1 in 6, and each roll is independent of the others.',
          'The ball moves forward by the number rolled.',
          'If the ball reaches or passes square 24, a goal is scored and the ball goes back to the kick-off spot.',
          'If the ball stops exactly on the Legend square, your Legend strikes first time: a goal is scored and the ball goes back to the kick-off spot.',
          'If the ball stops exactly on a defender, it is tackled: no goal is scored and the ball goes back to the kick-off spot.',
          'Passing over a defender or the Legend square without stopping on it has no effect.',
          'After the fifth move the final whistle blows and the round is paid according to the number of goals scored.',
        ],
      },
      {
        heading: 'Pay table',
        paragraphs: [
          'Pays are multiples of the bet. Five rolls of a die can come out in 6 x 6 x 6 x 6 x 6 = 7,776 equally likely ways; the table shows how many of them end with each number of goals. Five goals need five Legend strikes, that is a 6 on every roll.',
        ],
        table: {
          caption: 'Goals scored, pays and chances',
          head: ['Goals', 'Pays', 'Ways out of 7,776', 'Chance'],
          rows: [
            ['0', '0', '3,960', '50.93%'],
            ['1', '1x', '2,580', '33.18%'],
            ['2', '2x', '984', '12.65%'],
            ['3', '8x', '226', '2.906%'],
            ['4', '30x', '25', '0.3215%'],
            ['5', '400x', '1', '0.0129% (1 in 7,776)'],
          ],
        },
      },
      {
        heading: 'RTP, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 96.53%: the pays in the table add up to 7,506 bets over 7,776 rounds (96.528%, rounded to two decimals). It is a long-term average, not a prediction for a session.',
          'Hit rate: 49.07% of rounds score at least one goal and pay (3,816 ways out of 7,776). One goal returns the bet.',
          'The maximum win is 400x the bet, for five goals.',
        ],
      },
      {
        heading: 'Features',
        list: [
          'Autoplay plays 10, 25, 50 or 100 rounds with the same bet and Legend. It stops when you press Stop, when your balance is too low, when the loss limit or single-win limit you set is reached, or when the connection is lost.',
          'Turbo plays the five moves quickly and skips the goal replays. It does not change any result.',
          'Match report: after every round the five rolls, the squares reached and the goals are listed, and the last 50 rounds can be reviewed in the history.',
        ],
      },
      {
        heading: 'Interruptions and malfunction',
        paragraphs: [
          'All five rolls are made on the server as soon as the bet is accepted, and the player makes no decisions during the round. If the connection drops, the round is completed on the server and any win is credited to your balance. When you reconnect, the match report of that round is shown.',
          'If the bet was not accepted before the connection dropped, no round was played and your balance is unchanged.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '传奇足球：游戏规则',
    intro:
      '传奇足球是一款用一颗骰子进行的足球棋盘游戏。您的球队沿着24格的球场进攻。每局有五次掷骰，要让足球越过四名后卫，或停在传奇格上立即射门，并按攻进的球数派奖。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          '使用“+”和“-”按钮或投注列表选择投注额，每局0.20至100.00（以账户货币计）。运营商可设定更小的范围，当前适用的范围显示在游戏中。',
          '开局前可从四位传奇球星中选择一位带领进攻：前锋、边锋、组织核心或队长。此选择只改变场上球员形象和庆祝动画，不改变概率或赔付。',
          '点击“开球”即下注，投注额从余额中扣除，本局开始。',
        ],
      },
      {
        heading: '球场',
        list: [
          '足球从开球点（第0格）出发，球门线为第24格。',
          '后卫站在第4、8、14和20格。',
          '传奇格为第6格，刚进入对方半场。',
          '其余各格均为普通区域。',
        ],
      },
      {
        heading: '一局的进行方式',
        list: [
          '每局恰好有五步。每一步由随机数生成器（RNG）掷一颗六面骰；1至6每个点数出现的概率均为六分之一，每次掷骰互不影响。',
          '足球按掷出的点数向前移动。',
          '若足球到达或越过第24格，即攻进一球，足球回到开球点。',
          '若足球恰好停在传奇格，传奇球星直接射门：攻进一球，足球回到开球点。',
          '若足球恰好停在后卫所在的格子，即被铲断：不得分，足球回到开球点。',
          '足球越过后卫或传奇格但没有停在该格上，则不产生任何效果。',
          '第五步之后终场哨响，按攻进的球数派奖。',
        ],
      },
      {
        heading: '赔付表',
        paragraphs: [
          '赔付以投注额的倍数计算。五次掷骰共有6 x 6 x 6 x 6 x 6 = 7,776种等可能的结果，下表列出其中以各球数结束的结果数。攻进五球需要五次传奇射门，即每次都掷出6点。',
        ],
        table: {
          caption: '进球数、赔付及概率',
          head: ['进球数', '赔付', '7,776种结果中的数目', '概率'],
          rows: [
            ['0', '0', '3,960', '50.93%'],
            ['1', '1倍', '2,580', '33.18%'],
            ['2', '2倍', '984', '12.65%'],
            ['3', '8倍', '226', '2.906%'],
            ['4', '30倍', '25', '0.3215%'],
            ['5', '400倍', '1', '0.0129%（7,776分之1）'],
          ],
        },
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '理论返还率（RTP）为96.53%：表中赔付合计为每7,776局返还7,506倍投注额（96.528%，四舍五入至两位小数）。这是长期平均值，不能预测某一段游戏的结果。',
          '中奖率：49.07%的局至少攻进一球并获得奖金（7,776种结果中有3,816种）。攻进一球即返还投注额。',
          '最高奖金为投注额的400倍，即攻进五球。',
        ],
      },
      {
        heading: '游戏功能',
        list: [
          '“自动游戏”以相同投注额和传奇球星连续进行10、25、50或100局。点击“停止”、余额不足、达到您设定的亏损上限或单局奖金上限，或网络断开时即停止。',
          '“加速”快速完成五步并跳过进球回放，不改变任何结果。',
          '比赛报告：每局结束后列出五次掷骰、到达的格子及进球，最近50局可在游戏记录中查看。',
        ],
      },
      {
        heading: '游戏中断与故障',
        paragraphs: [
          '投注一经受理，服务器即完成全部五次掷骰，本局中玩家无需作任何决定。若网络断开，服务器会完成该局，奖金计入您的余额。重新连接后会显示该局的比赛报告。',
          '若网络断开前投注尚未被受理，则本局未进行，余额不变。',
          '如遇故障，所有派奖及游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '傳奇足球：遊戲規則',
    intro:
      '傳奇足球是一款以一顆骰子進行的足球棋盤遊戲。您的球隊沿著24格的球場進攻。每局有五次擲骰，要讓足球越過四名後衛，或停在傳奇格上立即射門，並依攻進的球數派彩。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          '使用「+」和「-」按鈕或投注清單選擇投注額，每局0.20至100.00（以帳戶貨幣計）。營運商可設定較小的範圍，目前適用的範圍會顯示在遊戲中。',
          '開局前可從四位傳奇球星中選擇一位帶領進攻：前鋒、邊鋒、中場核心或隊長。此選擇只改變場上球員造型和慶祝動畫，不改變機率或派彩。',
          '點擊「開球」即下注，投注額從餘額中扣除，本局開始。',
        ],
      },
      {
        heading: '球場',
        list: [
          '足球從開球點（第0格）出發，球門線為第24格。',
          '後衛站在第4、8、14和20格。',
          '傳奇格為第6格，剛進入對方半場。',
          '其餘各格均為一般區域。',
        ],
      },
      {
        heading: '一局的進行方式',
        list: [
          '每局恰好有五步。每一步由隨機數產生器（RNG）擲一顆六面骰；1至6每個點數出現的機率皆為六分之一，每次擲骰互不影響。',
          '足球依擲出的點數向前移動。',
          '若足球到達或越過第24格，即攻進一球，足球回到開球點。',
          '若足球恰好停在傳奇格，傳奇球星直接射門：攻進一球，足球回到開球點。',
          '若足球恰好停在後衛所在的格子，即遭抄截：不得分，足球回到開球點。',
          '足球越過後衛或傳奇格但沒有停在該格上，則不產生任何效果。',
          '第五步之後終場哨響，依攻進的球數派彩。',
        ],
      },
      {
        heading: '派彩表',
        paragraphs: [
          '派彩以投注額的倍數計算。五次擲骰共有6 x 6 x 6 x 6 x 6 = 7,776種可能性相同的結果，下表列出其中以各球數結束的結果數。攻進五球需要五次傳奇射門，也就是每次都擲出6點。',
        ],
        table: {
          caption: '進球數、派彩及機率',
          head: ['進球數', '派彩', '7,776種結果中的數目', '機率'],
          rows: [
            ['0', '0', '3,960', '50.93%'],
            ['1', '1倍', '2,580', '33.18%'],
            ['2', '2倍', '984', '12.65%'],
            ['3', '8倍', '226', '2.906%'],
            ['4', '30倍', '25', '0.3215%'],
            ['5', '400倍', '1', '0.0129%（7,776分之1）'],
          ],
        },
      },
      {
        heading: '返還率、中獎率與最高派彩',
        list: [
          '理論返還率（RTP）為96.53%：表中派彩合計為每7,776局返還7,506倍投注額（96.528%，四捨五入至小數點後兩位）。這是長期平均值，無法預測某一段遊戲的結果。',
          '中獎率：49.07%的局至少攻進一球並獲得派彩（7,776種結果中有3,816種）。攻進一球即返還投注額。',
          '最高派彩為投注額的400倍，即攻進五球。',
        ],
      },
      {
        heading: '遊戲功能',
        list: [
          '「自動遊戲」以相同投注額和傳奇球星連續進行10、25、50或100局。點擊「停止」、餘額不足、達到您設定的虧損上限或單局派彩上限，或網路斷線時即停止。',
          '「加速」快速完成五步並略過進球重播，不改變任何結果。',
          '比賽報告：每局結束後列出五次擲骰、到達的格子及進球，最近50局可在遊戲紀錄中查看。',
        ],
      },
      {
        heading: '遊戲中斷與故障',
        paragraphs: [
          '投注一經受理，伺服器即完成全部五次擲骰，本局中玩家無須做任何決定。若網路斷線，伺服器會完成該局，派彩計入您的餘額。重新連線後會顯示該局的比賽報告。',
          '若斷線前投注尚未被受理，則本局並未進行，餘額不變。',
          '如遇故障，所有派彩及遊戲均無效。',
        ],
      },
    ],
  },
};
