print("khipu")
