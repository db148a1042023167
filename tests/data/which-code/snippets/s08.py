train_loader = DataLoader(train_set, batch_size=128, shuffle=True, num_workers=8,
                          pin_memory=True, drop_last=True)  # CIFAR-10, 32x32 crops
criterion = nn.CrossEntropyLoss()
accum = 4

for epoch in range(epochs):
    model.train()
    optimizer.zero_grad(set_to_none=True)
    for i, (images, targets) in enumerate(train_loader):
        images = images.cuda(non_blocking=True)
        targets = targets.cuda(non_blocking=True)
        with torch.autocast("cuda", dtype=torch.bfloat16):
            loss = criterion(model(images), targets) / accum
        loss.backward()
        if (i + 1) % accum == 0:
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)
    scheduler.step()
