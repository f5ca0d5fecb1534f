import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Hide and Seek: game rules',
    intro:
      'Hide and Seek is a single-player game of nerve. You play a child hiding from the seeker, room after room along a route you choose. In each room you pick a hiding spot and the seeker searches some of the spots. Every room you get through raises your multiplier; if you are found, the round is lost. You can go home with your win after any room.',
    sections: [
      {
        heading: 'How to bet',
        list: [
          'The bet per round is from 0.10 to 800.00 CNY, or the equivalent set by the operator in other currencies.',
          'Choose the bet with the bet field or the chip buttons.',
          'Choose a route. Garden: 5 rooms with 3 hiding spots each; the seeker searches 1. House (the default): 10 rooms with 4 spots each; the seeker searches 2. Attic: 5 rooms with 4 spots each; the seeker searches 3.',
          'The bet and the route cannot be changed once the round has started.',
        ],
      },
      {
        heading: 'How a round plays',
        list: [
          'Press Start. The bet is taken from your balance and you enter the first room.',
          'Tap a hiding spot (a wardrobe, a curtain, a box and so on), or press Random Spot. The seeker then counts and searches.',
          'The spots the seeker searches are chosen at random, each set of spots equally likely, and do not depend on the spot you pick.',
          'If the seeker searches your spot, you are found: the round ends and the bet is lost.',
          'If you are not found, your multiplier rises to the figure for that room. Choose Go Home to collect the bet times the multiplier, or Next Room to hide again.',
          'After the last room of the route you go home automatically with the top multiplier.',
        ],
      },
      {
        heading: 'Multipliers',
        paragraphs: [
          'The multiplier after clearing k rooms is 0.96 divided by the chance of clearing k rooms in a row. The chance of getting through one room is 2/3 in the Garden, 1/2 in the House and 1/4 in the Attic, so each cleared room multiplies your win by 1.5, 2 or 4. The figures are exact and are paid as shown.',
        ],
        table: {
          caption: 'Multiplier and chance of reaching it, by rooms cleared and route',
          head: ['Rooms cleared', 'Garden', 'Garden chance', 'House', 'House chance', 'Attic', 'Attic chance'],
          rows: [
            ['1', '1.44x', '2/3', '1.92x', '1/2', '3.84x', '1/4'],
            ['2', '2.16x', '4/9', '3.84x', '1/4', '15.36x', '1/16'],
            ['3', '3.24x', '8/27', '7.68x', '1/8', '61.44x', '1/64'],
            ['4', '4.86x', '16/81', '15.36x', '1/16', '245.76x', '1/256'],
            ['5', '7.29x', '32/243', '30.72x', '1/32', '983.04x', '1/1,024'],
            ['6', '—', '—', '61.44x', '1/64', '—', '—'],
            ['7', '—', '—', '122.88x', '1/128', '—', '—'],
            ['8', '—', '—', '245.76x', '1/256', '—', '—'],
            ['9', '—', '—', '491.52x', '1/512', '—', '—'],
            ['10', '—', '—', '983.04x', '1/1,024', '—', '—'],
          ],
        },
      },
      {
        heading: 'RTP, maximum win and hit rate',
        list: [
          'The theoretical RTP is 96.00% for every route and whichever room you go home after: in every row of the table, the multiplier times its chance is 0.96.',
          'The maximum win is 983.04x the bet, for clearing all 10 rooms of the House or all 5 rooms of the Attic.',
          'The hit rate depends on when you go home. On the default House route, going home after the first room wins in 50.00% of rounds. In the Garden the first room is cleared in 66.67% of rounds, in the Attic in 25.00%.',
          'RTP is a long-term average over a very large number of rounds.',
        ],
      },
      {
        heading: 'Auto Hide',
        list: [
          'Auto Hide plays 5 to 200 rounds for you on the chosen route. Set the room after which to go home; the game picks random spots for you.',
          'A loss limit is required and a profit limit is optional. Auto Hide stops at either limit, when you press Stop, when the balance is below the bet or when the connection is lost.',
        ],
      },
      {
        heading: 'Random number generation',
        paragraphs: [
          'When a round starts, the game server\'s certified random number generator draws the spots the seeker will search in every room of the route. They are stored with the round and do not change during it. At the end of the round the searched spots of every room are shown, and the round can be viewed in your game history.',
        ],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'An unfinished round is saved on the server and restored in the same room when you reconnect. A spot choice that reached the server is completed and its result applied. A round left open for 24 hours goes home automatically with the current multiplier, or the bet is returned if you had not yet hidden in the first room.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '捉迷藏：游戏规则',
    intro:
      '捉迷藏是一款考验胆量的单人游戏。您扮演躲藏的小孩，沿着自己选择的路线一个房间接一个房间地躲避“鬼”。在每个房间里，您选择一个藏身处，鬼会搜查其中几处。每躲过一个房间，倍数就会提高；被找到则本局输掉。每躲过一个房间后，您都可以带着赢额回家。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '每局投注额为0.10至800.00元人民币，其他币种按运营商设定的等值金额计算。',
          '通过投注输入框或筹码按钮选择投注额。',
          '选择路线。花园：5个房间，每个房间3个藏身处，鬼搜查1处。大屋（默认）：10个房间，每个房间4个藏身处，鬼搜查2处。阁楼：5个房间，每个房间4个藏身处，鬼搜查3处。',
          '本局开始后，投注额和路线均不可更改。',
        ],
      },
      {
        heading: '游戏流程',
        list: [
          '点击“开始”。投注额从余额中扣除，您进入第一个房间。',
          '点击一个藏身处（衣柜、窗帘、纸箱等），或点击“随机藏身”。随后鬼开始数数并搜查。',
          '鬼搜查哪些藏身处是随机决定的，每种组合的概率均相等，与您选择的藏身处无关。',
          '如果鬼搜查到您的藏身处，您就被找到了：本局结束，投注额输掉。',
          '如果没有被找到，倍数提高到该房间对应的数值。选择“回家”可获得投注额乘以当前倍数的派彩，选择“下一个房间”则继续躲藏。',
          '躲过路线的最后一个房间后，您会自动带着最高倍数回家。',
        ],
      },
      {
        heading: '倍数',
        paragraphs: [
          '躲过k个房间后的倍数，等于0.96除以连续躲过k个房间的概率。躲过一个房间的概率：花园为2/3，大屋为1/2，阁楼为1/4，因此每躲过一个房间，赢额分别乘以1.5、2或4。表中数值均为精确值，按所示数值派彩。',
        ],
        table: {
          caption: '按已躲过房间数和路线列出的倍数及达到该倍数的概率',
          head: ['已躲过房间', '花园', '花园概率', '大屋', '大屋概率', '阁楼', '阁楼概率'],
          rows: [
            ['1', '1.44倍', '2/3', '1.92倍', '1/2', '3.84倍', '1/4'],
            ['2', '2.16倍', '4/9', '3.84倍', '1/4', '15.36倍', '1/16'],
            ['3', '3.24倍', '8/27', '7.68倍', '1/8', '61.44倍', '1/64'],
            ['4', '4.86倍', '16/81', '15.36倍', '1/16', '245.76倍', '1/256'],
            ['5', '7.29倍', '32/243', '30.72倍', '1/32', '983.04倍', '1/1,024'],
            ['6', '—', '—', '61.44倍', '1/64', '—', '—'],
            ['7', '—', '—', '122.88倍', '1/128', '—', '—'],
            ['8', '—', '—', '245.76倍', '1/256', '—', '—'],
            ['9', '—', '—', '491.52倍', '1/512', '—', '—'],
            ['10', '—', '—', '983.04倍', '1/1,024', '—', '—'],
          ],
        },
      },
      {
        heading: '返还率、最高赢额与中奖率',
        list: [
          '无论选择哪条路线、在哪个房间后回家，理论返还率（RTP）均为96.00%：表中每一行的倍数乘以其概率都等于0.96。',
          '最高赢额为投注额的983.04倍，即躲过大屋全部10个房间或阁楼全部5个房间时。',
          '中奖率取决于您何时回家。在默认的大屋路线上，躲过第一个房间后回家，50.00%的游戏局会获胜。花园路线躲过第一个房间的概率为66.67%，阁楼为25.00%。',
          '返还率是大量游戏局数的长期平均值。',
        ],
      },
      {
        heading: '自动躲藏',
        list: [
          '自动躲藏会在所选路线上替您进行5至200局。设定在哪个房间后回家，游戏会替您随机选择藏身处。',
          '必须设定亏损上限，盈利上限可选。达到任一上限、点击“停止”、余额低于投注额或网络连接中断时，自动躲藏停止。',
        ],
      },
      {
        heading: '随机数生成',
        paragraphs: [
          '每局开始时，游戏服务器经认证的随机数生成器会抽出路线上每个房间中鬼将搜查的藏身处。这些结果随本局一起保存，在本局中不会改变。本局结束时会显示每个房间被搜查的藏身处，您也可以在游戏记录中查看该局。',
        ],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '未完成的游戏局会保存在服务器上，重新连接后会在同一个房间恢复。已送达服务器的藏身选择会完成并按其结果处理。游戏局保持未完成状态满24小时后，会按当前倍数自动回家；若尚未在第一个房间躲藏，则退还投注额。',
          '如遇故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '捉迷藏：遊戲規則',
    intro:
      '捉迷藏是一款考驗膽量的單人遊戲。您扮演躲藏的小孩，沿著自己選擇的路線一個房間接一個房間地躲避「鬼」。在每個房間裡，您選擇一個藏身處，鬼會搜查其中幾處。每躲過一個房間，倍數就會提高；被找到則本局輸掉。每躲過一個房間後，您都可以帶著贏額回家。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '每局投注額為人民幣0.10至800.00元，其他幣別依營運商設定的等值金額計算。',
          '透過投注輸入欄或籌碼按鈕選擇投注額。',
          '選擇路線。花園：5個房間，每個房間3個藏身處，鬼搜查1處。大屋（預設）：10個房間，每個房間4個藏身處，鬼搜查2處。閣樓：5個房間，每個房間4個藏身處，鬼搜查3處。',
          '本局開始後，投注額與路線均不可更改。',
        ],
      },
      {
        heading: '遊戲流程',
        list: [
          '按下「開始」。投注額從餘額中扣除，您進入第一個房間。',
          '點選一個藏身處（衣櫃、窗簾、紙箱等），或按下「隨機躲藏」。接著鬼開始數數並搜查。',
          '鬼搜查哪些藏身處是隨機決定的，每種組合的機率皆相等，與您選擇的藏身處無關。',
          '若鬼搜查到您的藏身處，您就被找到了：本局結束，投注額輸掉。',
          '若沒有被找到，倍數提高到該房間對應的數值。選擇「回家」可獲得投注額乘以目前倍數的派彩，選擇「下一個房間」則繼續躲藏。',
          '躲過路線的最後一個房間後，您會自動帶著最高倍數回家。',
        ],
      },
      {
        heading: '倍數',
        paragraphs: [
          '躲過k個房間後的倍數，等於0.96除以連續躲過k個房間的機率。躲過一個房間的機率：花園為2/3，大屋為1/2，閣樓為1/4，因此每躲過一個房間，贏額分別乘以1.5、2或4。表中數值皆為精確值，依所示數值派彩。',
        ],
        table: {
          caption: '依已躲過房間數與路線列出的倍數及達到該倍數的機率',
          head: ['已躲過房間', '花園', '花園機率', '大屋', '大屋機率', '閣樓', '閣樓機率'],
          rows: [
            ['1', '1.44倍', '2/3', '1.92倍', '1/2', '3.84倍', '1/4'],
            ['2', '2.16倍', '4/9', '3.84倍', '1/4', '15.36倍', '1/16'],
            ['3', '3.24倍', '8/27', '7.68倍', '1/8', '61.44倍', '1/64'],
            ['4', '4.86倍', '16/81', '15.36倍', '1/16', '245.76倍', '1/256'],
            ['5', '7.29倍', '32/243', '30.72倍', '1/32', '983.04倍', '1/1,024'],
            ['6', '—', '—', '61.44倍', '1/64', '—', '—'],
            ['7', '—', '—', '122.88倍', '1/128', '—', '—'],
            ['8', '—', '—', '245.76倍', '1/256', '—', '—'],
            ['9', '—', '—', '491.52倍', '1/512', '—', '—'],
            ['10', '—', '—', '983.04倍', '1/1,024', '—', '—'],
          ],
        },
      },
      {
        heading: '返還率、最高贏額與中獎率',
        list: [
          '無論選擇哪條路線、在哪個房間後回家，理論返還率（RTP）皆為96.00%：表中每一列的倍數乘以其機率都等於0.96。',
          '最高贏額為投注額的983.04倍，即躲過大屋全部10個房間或閣樓全部5個房間時。',
          '中獎率取決於您何時回家。在預設的大屋路線上，躲過第一個房間後回家，50.00%的遊戲局會獲勝。花園路線躲過第一個房間的機率為66.67%，閣樓為25.00%。',
          '返還率是大量遊戲局數的長期平均值。',
        ],
      },
      {
        heading: '自動躲藏',
        list: [
          '自動躲藏會在所選路線上替您進行5至200局。設定在哪個房間後回家，遊戲會替您隨機選擇藏身處。',
          '必須設定虧損上限，獲利上限可自行選擇。達到任一上限、按下「停止」、餘額低於投注額或網路連線中斷時，自動躲藏即停止。',
        ],
      },
      {
        heading: '隨機數產生',
        paragraphs: [
          '每局開始時，遊戲伺服器經認證的隨機數產生器會抽出路線上每個房間中鬼將搜查的藏身處。這些結果隨本局一併保存，在本局中不會改變。本局結束時會顯示每個房間被搜查的藏身處，您也可以在遊戲紀錄中查看該局。',
        ],
      },
      {
        heading: '遊戲中斷',
        paragraphs: [
          '未完成的遊戲局會保存在伺服器上，重新連線後會在同一個房間恢復。已送達伺服器的藏身選擇會完成並依其結果處理。遊戲局維持未完成狀態滿24小時後，會以目前倍數自動回家；若尚未在第一個房間躲藏，則退還投注額。',
          '如遇故障，所有派彩及遊戲均屬無效。',
        ],
      },
    ],
  },
};
